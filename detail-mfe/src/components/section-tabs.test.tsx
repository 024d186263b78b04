import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { FOLLOW_SECTION_MS, scrollToSection, SectionTabs } from './section-tabs.tsx';

const SECTIONS = ['Overview', 'Master Plan', 'Pricing', 'Location'] as const;

afterEach(() => vi.unstubAllGlobals());

describe('SectionTabs', () => {
  it('is a named tab list, the first section selected and the only tab stop', () => {
    renderWithProviders(<SectionTabs sections={SECTIONS} />);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Sections of this page' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['OVERVIEW', 'MASTER PLAN', 'PRICING', 'LOCATION']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves the focus with the arrow keys, round the ends, and to the ends with Home and End', async () => {
    const { user } = renderWithProviders(<SectionTabs sections={SECTIONS} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(tab('OVERVIEW')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('MASTER PLAN')).toHaveFocus();
    expect(tab('MASTER PLAN')).toHaveAttribute('tabindex', '0');
    expect(tab('OVERVIEW')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('LOCATION')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('OVERVIEW')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('LOCATION')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('OVERVIEW')).toHaveFocus();
    // Moving the focus selects nothing; Enter does.
    expect(tab('OVERVIEW')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{Enter}');
    expect(tab('LOCATION')).toHaveAttribute('aria-selected', 'true');
    expect(tab('OVERVIEW')).toHaveAttribute('aria-selected', 'false');
  });

  /** Gives the tab bar's scroller a width, a content width and a scroll position, as a browser would. */
  function layOut(
    scroller: HTMLElement,
    { width, content, left }: { width: number; content: number; left: number },
  ) {
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: content });
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, writable: true, value: left });
    act(() => {
      scroller.dispatchEvent(new Event('scroll'));
    });
  }

  const arrows = () => {
    const strip = screen.getByRole('tablist').parentElement?.parentElement;
    const children = Array.from(strip?.children ?? []);
    return children.length === 3 ? { start: children[0]!, end: children[2]! } : null;
  };

  it('shows scroll arrows once the tabs overflow, an arrow hidden while less than 10 px remain on its side', async () => {
    const { container } = renderWithProviders(<SectionTabs sections={SECTIONS} />);
    const scroller = screen.getByRole('tablist').parentElement!;

    layOut(scroller, { width: 300, content: 600, left: 0 });
    expect(arrows()?.start).toHaveAttribute('data-disabled');
    expect(arrows()?.start.querySelector('svg')).toBeInTheDocument();
    expect(arrows()?.end).not.toHaveAttribute('data-disabled');

    layOut(scroller, { width: 300, content: 600, left: 9 });
    expect(arrows()?.start).toHaveAttribute('data-disabled');
    layOut(scroller, { width: 300, content: 600, left: 11 });
    expect(arrows()?.start).not.toHaveAttribute('data-disabled');

    // 9 px left to scroll at the end: that arrow hides.
    layOut(scroller, { width: 300, content: 600, left: 291 });
    expect(arrows()?.start).not.toHaveAttribute('data-disabled');
    expect(arrows()?.end).toHaveAttribute('data-disabled');
    // Arrows are not tab stops, and not announced as tabs.
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('scrolls the selected tab to the middle of the bar', async () => {
    const { user } = renderWithProviders(<SectionTabs sections={SECTIONS} />);
    const scroller = screen.getByRole('tablist').parentElement!;
    const scrollTo = vi.fn();
    scroller.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    scroller.getBoundingClientRect = () => ({ left: 0, width: 300, right: 300 }) as DOMRect;
    const pricing = screen.getByRole('tab', { name: 'PRICING' });
    // PRICING sits 400 to 500 px along the strip: centred, the strip scrolls to 400 + 50 - 150.
    pricing.getBoundingClientRect = () => ({ left: 400, width: 100, right: 500 }) as DOMRect;
    await user.click(pricing);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('shows no arrows while every tab is in sight', async () => {
    renderWithProviders(<SectionTabs sections={SECTIONS} />);
    await act(async () => {});
    const strip = screen.getByRole('tablist').parentElement?.parentElement;
    expect(strip?.children).toHaveLength(1);
  });
});

describe('scrollToSection', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  /** A section `top` px down the page (the page is not scrolled in happy-dom). */
  function sectionAt(initialTop: number) {
    const element = document.createElement('section');
    element.id = 'gallery';
    document.body.append(element);
    let top = initialTop;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return { moveTo: (next: number) => (top = next) };
  }

  it('follows the section while the sections above it grow, until the reader scrolls', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.innerWidth = 390;
    const section = sectionAt(2000);

    scrollToSection('gallery');
    // 112 px left for the header and the tab bar on a phone (spec 2.4).
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1888, behavior: 'smooth' });

    // A section on the way loads and pushes the gallery 600 px down: the scroll goes on to it.
    section.moveTo(2600);
    vi.advanceTimersByTime(50);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2488, behavior: 'smooth' });

    // The reader scrolls: the page is theirs again.
    window.dispatchEvent(new Event('wheel'));
    scrollTo.mockClear();
    section.moveTo(3000);
    vi.advanceTimersByTime(50);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops following after a while', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const section = sectionAt(2000);
    scrollToSection('gallery');
    vi.advanceTimersByTime(FOLLOW_SECTION_MS + 100);
    scrollTo.mockClear();
    section.moveTo(2600);
    vi.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
