// What the card-list tests share: a long list of stand-in villas, a layout that follows the window's
// scroll (happy-dom lays nothing out) and a scroll of the window.
import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import type { CardListingProps } from '../components/card-cell.tsx';

export interface StandInVilla {
  id: string;
  name: string;
}

export const standInVillas = (count: number): StandInVilla[] =>
  Array.from({ length: count }, (_, index) => ({ id: `v${index + 1}`, name: `Villa ${index + 1}` }));

/** Renders a card list of `items` at /units; each card is an <article> with the villa's name. */
export function renderCardList(List: ComponentType<CardListingProps<StandInVilla>>, items: StandInVilla[]) {
  return renderWithProviders(
    <List
      label="Villas"
      listKey="Bengaluru:units"
      items={items}
      getKey={(villa) => villa.id}
      cardBodyHeight={160}
      renderItem={(villa, priority) => <article data-priority={priority}>{villa.name}</article>}
    />,
    { route: '/units' },
  );
}

/**
 * Boxes move up as the window scrolls, as they would with the list at the top of the page; every
 * row keeps its estimated height. Call in a describe block.
 */
export function layoutFollowsScroll() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, -window.scrollY, 0, 0),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo({ top: 0 });
  });
}

export function scrollWindowTo(top: number) {
  act(() => {
    window.scrollTo({ top });
    window.dispatchEvent(new Event('scroll'));
  });
}

export const renderedCards = () =>
  within(screen.getByRole('list', { name: 'Villas' })).getAllByRole('listitem');
