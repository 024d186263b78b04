import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from '@villa/shared/router';
import { renderWithProviders } from '@villa/shared/testing/render';
import { listResponse, makePost, requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import { BlogIndexPage } from './blog-index-page.tsx';
import { searchTerm } from './blog-search-box.tsx';

const PAGE_1 = '/api/v1/blog/posts/published?page=1&limit=9';
const EMPTY_LIST = { body: listResponse([]) };
const AROUND = {
  '/api/v1/blog/posts/featured?limit=2': EMPTY_LIST,
  '/api/v1/blog/posts/popular?limit=5': EMPTY_LIST,
  '/api/v1/blog/posts/recent?limit=5': EMPTY_LIST,
  '/api/v1/blog/tags/popular?limit=20': { body: { status: 'success', data: [] } },
};
const searchUrl = (term: string, page = 1) =>
  `/api/v1/blog/posts/search?search=${encodeURIComponent(term).replace(/%20/g, '+')}&page=${page}&limit=9`;

const indexPost = makePost({ title: 'Stamp duty in Karnataka, 2026' });
const match = makePost({ title: 'A RERA checklist for villa buyers' });
const otherMatch = makePost({ title: 'Registering a villa: the documents' });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Shows the router's query string, as the address bar would. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderIndex(route = '/blog') {
  return renderWithProviders(
    <>
      <BlogIndexPage />
      <Address />
      <BackButton />
    </>,
    { route },
  );
}

const searchRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.startsWith('/api/v1/blog/posts/search'));

describe('blog search', () => {
  it('has a search form with a labelled search box', () => {
    stubApi({ [PAGE_1]: { body: listResponse([indexPost]) }, ...AROUND });
    renderIndex();
    const form = screen.getByRole('search');
    const box = within(form).getByRole('searchbox', { name: 'Search the blog' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Search posts');
  });

  it('makes no request for 2 characters and says to type at least 3', async () => {
    const fetchMock = stubApi({ [PAGE_1]: { body: listResponse([indexPost]) }, ...AROUND });
    const { user } = renderIndex();
    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 're');

    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    // Well past the debounce: still no search, and the index stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(searchRequests(fetchMock)).toEqual([]);
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
    expect(screen.getByRole('link', { name: 'Stamp duty in Karnataka, 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Results for/ })).not.toBeInTheDocument();
  });

  it('searches from 3 characters once typing pauses, with the term in the URL', async () => {
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([indexPost]) },
      [searchUrl('rera')]: { body: listResponse([match, otherMatch]) },
      ...AROUND,
    });
    const { user } = renderIndex();
    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'rera');

    // Debounced: nothing asked while the keys come.
    expect(searchRequests(fetchMock)).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Results for “rera”' })).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(
      await within(posts).findByRole('link', { name: 'A RERA checklist for villa buyers' }),
    ).toBeInTheDocument();
    expect(
      within(posts).getByRole('link', { name: 'Registering a villa: the documents' }),
    ).toBeInTheDocument();
    expect(
      within(posts).queryByRole('link', { name: 'Stamp duty in Karnataka, 2026' }),
    ).not.toBeInTheDocument();
    // One request, for the whole term, not one per key.
    expect(searchRequests(fetchMock)).toEqual([searchUrl('rera')]);
    expect(screen.getByLabelText('Address')).toHaveTextContent('?search=rera');
    expect(screen.queryByText('Type at least 3 characters to search')).not.toBeInTheDocument();
  });

  it('opens a shared URL with its results, and clearing the box returns to the index', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([indexPost]) },
      [searchUrl('rera')]: { body: listResponse([match]) },
      ...AROUND,
    });
    const { user } = renderIndex('/blog?search=rera');

    const box = screen.getByRole('searchbox', { name: 'Search the blog' });
    expect(box).toHaveValue('rera');
    expect(screen.getByRole('heading', { name: 'Results for “rera”' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'A RERA checklist for villa buyers' }),
    ).toBeInTheDocument();

    await user.clear(box);

    expect(await screen.findByRole('link', { name: 'Stamp duty in Karnataka, 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Results for/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
  });

  it('keeps one history entry for a search while typing: Back returns to the index', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([indexPost]) },
      [searchUrl('rera')]: { body: listResponse([match]) },
      [searchUrl('rera villa')]: { body: listResponse([otherMatch]) },
      ...AROUND,
    });
    const { user } = renderIndex();
    const box = screen.getByRole('searchbox', { name: 'Search the blog' });
    await user.type(box, 'rera');
    await screen.findByRole('heading', { name: 'Results for “rera”' });
    await user.type(box, ' villa');
    await screen.findByRole('heading', { name: 'Results for “rera villa”' });
    expect(screen.getByLabelText('Address')).toHaveTextContent('?search=rera+villa');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
    expect(box).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Stamp duty in Karnataka, 2026' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubApi({
      [PAGE_1]: { body: listResponse([indexPost]) },
      [searchUrl('zebra crossing')]: { body: listResponse([]) },
      ...AROUND,
    });
    renderIndex('/blog?search=zebra+crossing');
    expect(await screen.findByText('No posts match “zebra crossing”')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that asks again', async () => {
    const fetchMock = stubApi({
      [PAGE_1]: { body: listResponse([indexPost]) },
      [searchUrl('rera')]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
      },
      ...AROUND,
    });
    const { user } = renderIndex('/blog?search=rera');
    expect(screen.getByText('Searching posts...')).toBeInTheDocument();

    const alert = await within(screen.getByRole('region', { name: 'Posts' })).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(searchRequests(fetchMock)).toHaveLength(2);
  });
});

describe('searchTerm', () => {
  it('trims the typed value and drops a term shorter than 3 characters', () => {
    expect(searchTerm('  villa tax ')).toBe('villa tax');
    expect(searchTerm(' ab ')).toBe('');
    expect(searchTerm('x'.repeat(120))).toHaveLength(100);
  });
});
