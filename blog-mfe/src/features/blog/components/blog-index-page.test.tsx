import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import {
  CATEGORIES,
  TAGS,
  listResponse,
  makePost,
  requestedUrls,
  stubApi,
} from '../../../testing/blog-fixtures.ts';
import { BlogIndexPage } from './blog-index-page.tsx';

const PAGE_1 = '/api/v1/blog/posts/published?page=1&limit=9';
const PAGE_2 = '/api/v1/blog/posts/published?page=2&limit=9';
const TAGS_URL = '/api/v1/blog/tags/popular?limit=20';

const featured = makePost({
  title: 'How to choose a villa in Bengaluru',
  is_featured: true,
  categories: [CATEGORIES.guides, CATEGORIES.legal, CATEGORIES.market],
  like_count: 5,
  published_at: '2026-11-01T04:30:00.000Z',
});
const mostLiked = makePost({
  title: 'Villa vs villament',
  like_count: 90,
  published_at: '2026-10-12T04:30:00.000Z',
});
const newest = makePost({
  title: 'Stamp duty in Karnataka, 2026',
  like_count: 1,
  published_at: '2026-11-20T04:30:00.000Z',
});

const tagsResponse = { status: 'success', data: [TAGS.gated, TAGS.bengaluru] };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The titles in the sidebar's open tab, top to bottom. */
function sidebarTitles() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('BlogIndexPage', () => {
  it('holds the place of a page of cards while the posts load, then shows them', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([featured, mostLiked, newest]) },
      [TAGS_URL]: { body: tagsResponse },
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });
    const placeholder = screen.getByRole('status', { name: 'Loading posts...' });
    // A featured card and the rest of a page of 9, so nothing below moves when the posts arrive.
    expect(within(placeholder).getAllByTestId('post-card-placeholder')).toHaveLength(9);
    expect(await screen.findByRole('region', { name: 'Featured posts' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading posts...' })).not.toBeInTheDocument();
  });

  it('shows the featured row and the grid of cards with at most two category chips', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([featured, mostLiked, newest]) },
      [TAGS_URL]: { body: tagsResponse },
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Villa buying guides and news' }),
    ).toBeInTheDocument();
    const featuredRow = await screen.findByRole('region', { name: 'Featured posts' });
    const featuredCard = within(featuredRow).getByRole('article');
    expect(within(featuredCard).getByText('Featured')).toBeInTheDocument();
    expect(
      within(featuredCard).getByRole('link', { name: 'How to choose a villa in Bengaluru' }),
    ).toHaveAttribute('href', `/blog/${featured.slug}`);
    expect(
      within(featuredCard).getByRole('img', { name: 'How to choose a villa in Bengaluru' }),
    ).toHaveAttribute('src', featured.featured_image);
    // Three categories, two chips.
    expect(within(featuredCard).getByRole('link', { name: 'Buying guides' })).toHaveAttribute(
      'href',
      '/blog/category/buying-guides',
    );
    expect(within(featuredCard).getByRole('link', { name: 'Legal and RERA' })).toBeInTheDocument();
    expect(within(featuredCard).queryByRole('link', { name: 'Market news' })).not.toBeInTheDocument();

    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('heading', { level: 2, name: 'Villa vs villament' })).toBeInTheDocument();
    expect(
      within(posts).getByRole('heading', { level: 2, name: 'Stamp duty in Karnataka, 2026' }),
    ).toBeInTheDocument();
    expect(within(posts).getAllByText('Featured')).toHaveLength(1);
  });

  it('asks for page 2 when its button is pressed', async () => {
    const page2Post = makePost({ title: 'Home loans for NRIs' });
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([mostLiked, newest], { total: 11, totalPages: 2 }) },
      [PAGE_2]: { body: listResponse([page2Post], { page: 2, total: 11, totalPages: 2 }) },
      [TAGS_URL]: { body: tagsResponse },
    });
    const { user } = renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Home loans for NRIs' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(PAGE_2);
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts on the page named in the query string', async () => {
    const fetchMock = stubApi({
      [PAGE_2]: {
        body: listResponse([makePost({ title: 'Home loans for NRIs' })], { page: 2, totalPages: 2 }),
      },
      [TAGS_URL]: { body: tagsResponse },
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog?page=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home loans for NRIs' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).not.toContain(PAGE_1);
  });

  it('lists popular posts by likes first, and recent posts by date on the other tab', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([featured, mostLiked, newest]) },
      [TAGS_URL]: { body: tagsResponse },
    });
    const { user } = renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    await screen.findByRole('region', { name: 'Featured posts' });
    expect(screen.getByRole('tab', { name: 'Popular Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(sidebarTitles()).toEqual([
      'Villa vs villament',
      'How to choose a villa in Bengaluru',
      'Stamp duty in Karnataka, 2026',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));

    expect(sidebarTitles()).toEqual([
      'Stamp duty in Karnataka, 2026',
      'How to choose a villa in Bengaluru',
      'Villa vs villament',
    ]);
    // Compact cards also show the date and the reading time.
    const [first] = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(first).toHaveTextContent('Nov 20, 2026 · 6 min read');
  });

  it('shows the sidebar’s empty messages, and no Popular Tags block without tags', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([]) },
      [TAGS_URL]: { body: { status: 'success', data: [] } },
    });
    const { user } = renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(await screen.findByText('No Popular Posts Found')).toBeInTheDocument();
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));
    expect(screen.getByText('No Recent Posts Found')).toBeInTheDocument();
    expect(screen.queryByText('Popular Tags')).not.toBeInTheDocument();
  });

  it('shows Popular Tags as links to the tag pages when there are tags', async () => {
    stubApi({ [PAGE_1]: { body: listResponse([mostLiked]) }, [TAGS_URL]: { body: tagsResponse } });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    const block = await screen.findByRole('region', { name: 'Popular Tags' });
    expect(within(block).getByRole('link', { name: 'Gated communities' })).toHaveAttribute(
      'href',
      '/blog/tag/gated-communities',
    );
    expect(within(block).getByRole('link', { name: 'Bengaluru' })).toHaveAttribute(
      'href',
      '/blog/tag/bengaluru',
    );
  });

  it('says when the posts cannot be loaded', async () => {
    stubApi({
      [PAGE_1]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
      },
      [TAGS_URL]: { body: tagsResponse },
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });
});
