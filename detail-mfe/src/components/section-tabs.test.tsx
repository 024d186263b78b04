import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { SectionTabs } from './section-tabs.tsx';

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

  it('shows scroll arrows once a tab is out of sight, the arrow of the side that is not hidden inert', async () => {
    // The bar is scrolled to its start: the last tab is cut off, the first is in view.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: target.textContent !== 'LOCATION', target } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
        }
        disconnect() {}
      },
    );
    const { container } = renderWithProviders(<SectionTabs sections={SECTIONS} />);
    await act(async () => {});
    const strip = screen.getByRole('tablist').parentElement?.parentElement;
    const [start, , end] = Array.from(strip?.children ?? []);
    expect(start).toHaveAttribute('data-disabled');
    expect(start?.querySelector('svg')).toBeInTheDocument();
    expect(end).not.toHaveAttribute('data-disabled');
    expect(end?.querySelector('svg')).toBeInTheDocument();
    // Arrows are not tab stops, and not announced as tabs.
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('shows no arrows while every tab is in sight', async () => {
    renderWithProviders(<SectionTabs sections={SECTIONS} />);
    await act(async () => {});
    const strip = screen.getByRole('tablist').parentElement?.parentElement;
    expect(strip?.children).toHaveLength(1);
  });
});
