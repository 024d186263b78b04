import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { listResponse, makePost, requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import { BlogSidebar } from './blog-sidebar.tsx';

const TAGS_URL = '/api/v1/blog/tags/popular?limit=20';
const POPULAR_URL = '/api/v1/blog/posts/popular?limit=5';
const RECENT_URL = '/api/v1/blog/posts/recent?limit=5';
const NO_TAGS = { body: { status: 'success', data: [] } };

afterEach(() => {
  vi.unstubAllGlobals();
});

const olderButLiked = makePost({
  title: 'Older but liked',
  like_count: 50,
  published_at: '2026-10-01T04:30:00.000Z',
});
const newest = makePost({ title: 'Newest', like_count: 1, published_at: '2026-11-20T04:30:00.000Z' });
// The API's order, whatever the counts and dates say: the sidebar does not sort.
const fewLikes = makePost({ title: 'Read a lot, liked little', like_count: 0 });

/** The titles in the sidebar's open tab, top to bottom. */
function panelTitles() {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('BlogSidebar', () => {
  it('lists the popular and recent calls’ posts, in the order the API gives them', async () => {
    const fetchMock = stubApi({
      [POPULAR_URL]: { body: listResponse([fewLikes, olderButLiked, newest]) },
      [RECENT_URL]: { body: listResponse([newest, fewLikes]) },
      [TAGS_URL]: NO_TAGS,
    });
    const { user } = renderWithProviders(<BlogSidebar />);

    await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Read a lot, liked little' });
    expect(panelTitles()).toEqual(['Read a lot, liked little', 'Older but liked', 'Newest']);
    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));
    expect(panelTitles()).toEqual(['Newest', 'Read a lot, liked little']);
    expect(requestedUrls(fetchMock)).toEqual(expect.arrayContaining([POPULAR_URL, RECENT_URL]));
    // Each title links to its post.
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', `/blog/${newest.slug}`);
  });

  it('shows each tab’s empty message when its call lists no posts', async () => {
    stubApi({
      [POPULAR_URL]: { body: listResponse([]) },
      [RECENT_URL]: { body: listResponse([]) },
      [TAGS_URL]: NO_TAGS,
    });
    const { user } = renderWithProviders(<BlogSidebar />);
    expect(await screen.findByText('No Popular Posts Found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));
    expect(screen.getByText('No Recent Posts Found')).toBeInTheDocument();
  });

  it('says when a list cannot be loaded, and retries', async () => {
    const fetchMock = stubApi({
      [POPULAR_URL]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
      },
      [RECENT_URL]: { body: listResponse([newest]) },
      [TAGS_URL]: NO_TAGS,
    });
    const { user } = renderWithProviders(<BlogSidebar />);
    const alert = await within(screen.getByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Database unavailable');
    const before = requestedUrls(fetchMock).filter((url) => url === POPULAR_URL).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(requestedUrls(fetchMock).filter((url) => url === POPULAR_URL).length).toBe(before + 1);
  });

  it('has tabs a keyboard moves between with the arrow keys and selects with Enter', async () => {
    stubApi({
      [POPULAR_URL]: { body: listResponse([olderButLiked, newest]) },
      [RECENT_URL]: { body: listResponse([newest, olderButLiked]) },
      [TAGS_URL]: NO_TAGS,
    });
    const { user } = renderWithProviders(<BlogSidebar />);

    const tablist = screen.getByRole('tablist', { name: 'Blog posts' });
    const popular = within(tablist).getByRole('tab', { name: 'Popular Posts' });
    const recent = within(tablist).getByRole('tab', { name: 'Recent Posts' });
    // One tab stop: the selected tab.
    expect(popular).toHaveAttribute('tabindex', '0');
    expect(recent).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Popular Posts' });
    expect(popular).toHaveAttribute('aria-controls', panel.id);
    expect((await within(panel).findAllByRole('heading', { level: 3 }))[0]).toHaveTextContent(
      'Older but liked',
    );

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
    // Calls that never answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<BlogSidebar />);
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading...');
  });
});
