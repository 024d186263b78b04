import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { makePost, stubApi } from '../../../testing/blog-fixtures.ts';
import { BlogSidebar } from './blog-sidebar.tsx';

const TAGS_URL = '/api/v1/blog/tags/popular?limit=20';

afterEach(() => {
  vi.unstubAllGlobals();
});

const posts = [
  makePost({ title: 'Older but liked', like_count: 50, published_at: '2026-10-01T04:30:00.000Z' }),
  makePost({ title: 'Newest', like_count: 1, published_at: '2026-11-20T04:30:00.000Z' }),
];

describe('BlogSidebar', () => {
  it('has tabs a keyboard moves between with the arrow keys and selects with Enter', async () => {
    stubApi({ [TAGS_URL]: { body: { status: 'success', data: [] } } });
    const { user } = renderWithProviders(<BlogSidebar posts={posts} loading={false} />);

    const tablist = screen.getByRole('tablist', { name: 'Blog posts' });
    const popular = within(tablist).getByRole('tab', { name: 'Popular Posts' });
    const recent = within(tablist).getByRole('tab', { name: 'Recent Posts' });
    // One tab stop: the selected tab.
    expect(popular).toHaveAttribute('tabindex', '0');
    expect(recent).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Popular Posts' });
    expect(popular).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Older but liked');

    await user.tab();
    expect(popular).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(recent).toHaveFocus();
    // Moving the focus does not select.
    expect(popular).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(recent).toHaveAttribute('aria-selected', 'true');
    expect(popular).toHaveAttribute('aria-selected', 'false');
    expect(recent).toHaveAttribute('tabindex', '0');
    const recentPanel = screen.getByRole('tabpanel', { name: 'Recent Posts' });
    expect(within(recentPanel).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Newest');

    // Wrapping round, and Home / End.
    await user.keyboard('{ArrowRight}');
    expect(popular).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(recent).toHaveFocus();
    await user.keyboard('{Home}');
    expect(popular).toHaveFocus();
    await user.keyboard('{End}');
    expect(recent).toHaveFocus();
  });

  it('shows a loading line in the panel while the posts load', () => {
    stubApi({ [TAGS_URL]: { body: { status: 'success', data: [] } } });
    renderWithProviders(<BlogSidebar posts={[]} loading />);
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading...');
  });
});
