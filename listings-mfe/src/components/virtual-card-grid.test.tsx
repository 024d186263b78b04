import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { VirtualCardGrid } from './virtual-card-grid.tsx';

// happy-dom lays nothing out: every row keeps its estimate, 160 px (the card body with a 0 px wide
// picture) plus a 24 px gap, two cards a row in its 1024 x 768 window. Boxes are made to move up as
// the window scrolls, as they would with the list at the top of the page.
const ROW = 184;

const villas = Array.from({ length: 400 }, (_, index) => ({
  id: `v${index + 1}`,
  name: `Villa ${index + 1}`,
}));

function renderList() {
  return renderWithProviders(
    <VirtualCardGrid
      label="Villas"
      listKey="Bengaluru:units"
      items={villas}
      getKey={(villa) => villa.id}
      cardBodyHeight={160}
      renderItem={(villa, priority) => <article data-priority={priority}>{villa.name}</article>}
    />,
    { route: '/units' },
  );
}

function scrollWindowTo(top: number) {
  act(() => {
    window.scrollTo({ top });
    window.dispatchEvent(new Event('scroll'));
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Villas' })).getAllByRole('listitem');

describe('VirtualCardGrid', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, -window.scrollY, 0, 0),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo({ top: 0 });
  });

  it('renders the first screenful at once, not the whole list', () => {
    renderList();
    expect(screen.getByText('Villa 1')).toBeInTheDocument();
    expect(screen.getByText('Villa 1').closest('article')).toHaveAttribute('data-priority', 'true');
    expect(screen.getByText('Villa 3').closest('article')).toHaveAttribute('data-priority', 'false');
    expect(cards().length).toBeLessThanOrEqual(20);
    expect(screen.queryByText('Villa 100')).toBeNull();
  });

  it('reserves the height of the rows it does not render', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Villas' });
    const rendered = cards().length / 2;
    expect(parseFloat(list.style.paddingTop)).toBe(0);
    expect(parseFloat(list.style.paddingBottom)).toBe((200 - rendered) * ROW);
  });

  it('renders the rows the window scrolls to, and drops those it left', () => {
    renderList();
    scrollWindowTo(50 * ROW);
    expect(screen.getByText('Villa 101').closest('li')).toHaveAttribute('aria-posinset', '101');
    expect(screen.getByText('Villa 101').closest('li')).toHaveAttribute('aria-setsize', '400');
    expect(screen.queryByText('Villa 1')).toBeNull();
    // A screenful (five rows) and three rows either side.
    expect(cards().length).toBeLessThanOrEqual(22);
    const list = screen.getByRole('list', { name: 'Villas' });
    expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(40 * ROW);
  });

  it('is where it was left when the visitor comes back to the list', () => {
    const first = renderList();
    scrollWindowTo(50 * ROW);
    first.unmount();
    window.scrollTo({ top: 0 });
    renderList();
    expect(window.scrollY).toBe(50 * ROW);
    expect(screen.getByText('Villa 101')).toBeInTheDocument();
    expect(screen.queryByText('Villa 1')).toBeNull();
  });
});
