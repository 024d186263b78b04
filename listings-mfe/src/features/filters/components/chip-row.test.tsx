import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { defaultFilterState, filterChips, type FilterChip } from '../model/filter-state.ts';
import { ChipRow } from './chip-row.tsx';

/** The chips of an applied state: each label below is one chip. */
function chipsOf(count: number): FilterChip[] {
  const chips = filterChips({
    ...defaultFilterState(),
    bhk: '4',
    bathrooms: '3',
    directions: ['North', 'East'],
  });
  if (chips.length < count) throw new Error(`only ${chips.length} chips`);
  return chips.slice(0, count);
}

/** A phone (below 768 px) or a desktop, as window.matchMedia answers '(min-width: 768px)'. */
function screenWidth(kind: 'phone' | 'desktop') {
  const matchMedia = vi.fn((query: string) => ({
    matches: kind === 'desktop' && query === '(min-width: 768px)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

/** happy-dom lays nothing out: give every element the track's widths and scroll position. */
function layout(sizes: { scrollWidth: number; clientWidth: number; scrollLeft?: number }) {
  let scrollLeft = sizes.scrollLeft ?? 0;
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => sizes.scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => sizes.clientWidth);
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  return {
    /** Scrolls the track to `left`, as the buyer's swipe would. */
    scrollTo(left: number) {
      scrollLeft = left;
      fireEvent.scroll(screen.getByRole('list', { name: 'Applied filters' }));
    },
  };
}

const overflowing = { scrollWidth: 900, clientWidth: 300 };
const fitting = { scrollWidth: 300, clientWidth: 300 };

function renderRow(chips: FilterChip[]) {
  const onOpen = vi.fn();
  const onRemove = vi.fn();
  const result = renderWithProviders(<ChipRow chips={chips} onOpen={onOpen} onRemove={onRemove} />);
  return { ...result, onOpen, onRemove };
}

const arrows = () => ({
  left: screen.queryByRole('button', { name: 'Scroll filters left' }),
  right: screen.queryByRole('button', { name: 'Scroll filters right' }),
});

describe('ChipRow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each chip with its label', () => {
    screenWidth('desktop');
    renderRow(chipsOf(4));
    const row = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 BHK', '3+ Baths', '₹1.00 Cr - ₹3.50 Cr', 'Villa 1,000 - 4,000 sq.ft']);
  });

  it('shows nothing without chips', () => {
    screenWidth('desktop');
    renderRow([]);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('opens the filters when a chip is clicked', async () => {
    screenWidth('desktop');
    const { user, onOpen, onRemove } = renderRow(chipsOf(2));
    await user.click(screen.getByRole('button', { name: '3+ Baths' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes the chip whose cross is clicked, without opening the filters', async () => {
    screenWidth('desktop');
    const chips = chipsOf(3);
    const { user, onOpen, onRemove } = renderRow(chips);
    await user.click(screen.getByRole('button', { name: 'Remove 3+ Baths' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledWith(chips[1]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  describe('on a phone', () => {
    it('shows no arrows with 2 chips, even when they overflow', () => {
      const matchMedia = screenWidth('phone');
      layout(overflowing);
      renderRow(chipsOf(2));
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
      expect(arrows()).toEqual({ left: null, right: null });
    });

    it('shows the right arrow with 3 chips that overflow', () => {
      screenWidth('phone');
      layout(overflowing);
      renderRow(chipsOf(3));
      expect(arrows().right).toBeInTheDocument();
      // At the start there is nothing to scroll back to.
      expect(arrows().left).toBeNull();
    });

    it('shows no arrows with 3 chips that fit', () => {
      screenWidth('phone');
      layout(fitting);
      renderRow(chipsOf(3));
      expect(arrows()).toEqual({ left: null, right: null });
    });
  });

  describe('on a desktop', () => {
    it('shows the right arrow with 2 chips that overflow', () => {
      screenWidth('desktop');
      layout(overflowing);
      renderRow(chipsOf(2));
      expect(arrows().right).toBeInTheDocument();
      expect(arrows().left).toBeNull();
    });

    it('shows no arrows when the chips fit', () => {
      screenWidth('desktop');
      layout(fitting);
      renderRow(chipsOf(4));
      expect(arrows()).toEqual({ left: null, right: null });
    });

    it('swaps the arrows as the row scrolls, an end within 10 px counting as reached', () => {
      screenWidth('desktop');
      const track = layout(overflowing);
      renderRow(chipsOf(4));

      track.scrollTo(300);
      expect(arrows().left).toBeInTheDocument();
      expect(arrows().right).toBeInTheDocument();

      // 900 - 300 - 595 = 5 px left to scroll: the end.
      track.scrollTo(595);
      expect(arrows().left).toBeInTheDocument();
      expect(arrows().right).toBeNull();

      track.scrollTo(8);
      expect(arrows().left).toBeNull();
      expect(arrows().right).toBeInTheDocument();
    });

    it('scrolls by most of the visible width when an arrow is clicked', async () => {
      screenWidth('desktop');
      const track = layout(overflowing);
      const scrollBy = vi.fn();
      vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(scrollBy);
      const { user } = renderRow(chipsOf(4));
      await user.click(screen.getByRole('button', { name: 'Scroll filters right' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });

      track.scrollTo(300);
      await user.click(screen.getByRole('button', { name: 'Scroll filters left' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
    });
  });
});
