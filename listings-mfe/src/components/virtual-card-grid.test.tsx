import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  layoutFollowsScroll,
  renderCardList,
  renderedCards,
  scrollWindowTo,
  standInVillas,
} from '../testing/card-list.tsx';
import { VirtualCardGrid } from './virtual-card-grid.tsx';

// happy-dom lays nothing out: every row keeps its estimate, 160 px (the card body with a 0 px wide
// picture) plus a 24 px gap, two cards a row in its 1024 x 768 window. Boxes are made to move up as
// the window scrolls, as they would with the list at the top of the page.
const ROW = 184;

const villas = standInVillas(400);
const renderList = () => renderCardList(VirtualCardGrid, villas);
const cards = renderedCards;

describe('VirtualCardGrid', () => {
  layoutFollowsScroll();

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
