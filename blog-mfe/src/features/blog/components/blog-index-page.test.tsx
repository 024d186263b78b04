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
  stubEverythingNear,
} from '../../../testing/blog-fixtures.ts';
import { BlogIndexPage } from './blog-index-page.tsx';

const PAGE_1 = '/api/v1/blog/posts/published?page=1&limit=9';
const PAGE_2 = '/api/v1/blog/posts/published?page=2&limit=9';
const TAGS_URL = '/api/v1/blog/tags/popular?limit=20';
const FEATURED_URL = '/api/v1/blog/posts/featured?limit=2';
const POPULAR_URL = '/api/v1/blog/posts/popular?limit=5';
const RECENT_URL = '/api/v1/blog/posts/recent?limit=5';

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

/** The calls around the page's posts: featured row, sidebar lists and tags. */
function aroundPosts({
  featuredPosts = [featured],
  popular = [mostLiked, featured, newest],
  recent = [newest, featured, mostLiked],
  tags = tagsResponse,
}: {
  featuredPosts?: ReturnType<typeof makePost>[];
  popular?: ReturnType<typeof makePost>[];
  recent?: ReturnType<typeof makePost>[];
  tags?: unknown;
} = {}) {
  return {
    [FEATURED_URL]: { body: listResponse(featuredPosts) },
    [POPULAR_URL]: { body: listResponse(popular) },
    [RECENT_URL]: { body: listResponse(recent) },
    [TAGS_URL]: { body: tags },
  };
}

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
      ...aroundPosts(),
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
      ...aroundPosts(),
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

  it('takes the featured row from the featured call, and leaves those posts out of the grid', async () => {
    const notOnThisPage = makePost({ title: 'Plotted developments, a primer', is_featured: true });
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([featured, mostLiked, newest]) },
      ...aroundPosts({ featuredPosts: [notOnThisPage, featured] }),
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    const row = await screen.findByRole('region', { name: 'Featured posts' });
    expect(
      within(row)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Plotted developments, a primer', 'How to choose a villa in Bengaluru']);
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getAllByRole('link', { name: 'How to choose a villa in Bengaluru' })).toHaveLength(
      1,
    );
    expect(within(posts).getByRole('link', { name: 'Villa vs villament' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(FEATURED_URL);
  });

  it('asks for page 2 when its button is pressed', async () => {
    const page2Post = makePost({ title: 'Home loans for NRIs' });
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([mostLiked, newest], { total: 11, totalPages: 2 }) },
      [PAGE_2]: { body: listResponse([page2Post], { page: 2, total: 11, totalPages: 2 }) },
      ...aroundPosts(),
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
      ...aroundPosts(),
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog?page=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home loans for NRIs' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).not.toContain(PAGE_1);
    // The featured row belongs to the first page.
    expect(requestedUrls(fetchMock)).not.toContain(FEATURED_URL);
    expect(screen.queryByRole('region', { name: 'Featured posts' })).not.toBeInTheDocument();
  });

  it('lists the popular and recent calls’ posts in the sidebar, not the page’s posts sorted', async () => {
    const onlyInSidebar = makePost({ title: 'Title deeds, explained' });
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([featured, mostLiked, newest]) },
      ...aroundPosts({ popular: [onlyInSidebar, newest], recent: [featured, onlyInSidebar] }),
    });
    const { user } = renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    await screen.findByRole('region', { name: 'Featured posts' });
    expect(screen.getByRole('tab', { name: 'Popular Posts' })).toHaveAttribute('aria-selected', 'true');
    await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Title deeds, explained' });
    expect(sidebarTitles()).toEqual(['Title deeds, explained', 'Stamp duty in Karnataka, 2026']);

    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));

    expect(sidebarTitles()).toEqual(['How to choose a villa in Bengaluru', 'Title deeds, explained']);
    // Compact cards also show the date and the reading time.
    const [first] = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(first).toHaveTextContent('Nov 01, 2026 · 6 min read');
    expect(requestedUrls(fetchMock)).toEqual(expect.arrayContaining([POPULAR_URL, RECENT_URL]));
  });

  it('shows the sidebar’s empty messages, and no Popular Tags block without tags', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([]) },
      ...aroundPosts({ featuredPosts: [], popular: [], recent: [], tags: { status: 'success', data: [] } }),
    });
    const { user } = renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(await screen.findByText('No Popular Posts Found')).toBeInTheDocument();
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Posts' }));
    expect(screen.getByText('No Recent Posts Found')).toBeInTheDocument();
    expect(screen.queryByText('Popular Tags')).not.toBeInTheDocument();
  });

  it('shows Popular Tags as links to the tag pages when there are tags', async () => {
    stubApi({ [PAGE_1]: { body: listResponse([mostLiked]) }, ...aroundPosts() });
    stubEverythingNear();
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    // The tags load as the sidebar's end comes near (here at once: no IntersectionObserver).
    const block = await screen.findByRole('region', { name: 'Popular Tags' }, { timeout: 5000 });
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
      ...aroundPosts(),
    });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });
});
