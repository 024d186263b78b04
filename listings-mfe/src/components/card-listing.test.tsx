import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  layoutFollowsScroll,
  renderCardList,
  renderedCards as cards,
  scrollWindowTo,
  standInVillas,
} from '../testing/card-list.tsx';
import { CardListing } from './card-listing.tsx';

const renderListing = () => renderCardList(CardListing, standInVillas(300));
const list = () => screen.getByRole('list', { name: 'Villas' });

describe('CardListing', () => {
  layoutFollowsScroll();
  it("shows the first screen's cards, numbered in the whole list, before the buyer scrolls", () => {
    renderListing();
    expect(cards()).toHaveLength(6);
    expect(cards()[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards()[0]).toHaveAttribute('aria-setsize', '300');
    expect(screen.getByText('Villa 1').closest('article')).toHaveAttribute('data-priority', 'true');
    expect(screen.getByText('Villa 3').closest('article')).toHaveAttribute('data-priority', 'false');
    expect(screen.queryByText('Villa 7')).toBeNull();
    // The cards not shown yet keep their place: the end of the list (the next page) stays far off.
    expect(parseFloat(list().style.paddingBottom)).toBeGreaterThan(100 * 160);
  });

  it('hands over to the virtualised grid at the first scroll, which renders the rows scrolled to', async () => {
    renderListing();
    scrollWindowTo(20_000);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-index'));
    expect(screen.queryByText('Villa 1')).toBeNull();
    expect(cards().length).toBeLessThanOrEqual(40);
  });
});
