import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { listResponse, makePost, requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import { BlogAuthorPage, initials } from './blog-author-page.tsx';

const AUTHOR_URL = '/api/v1/blog/authors/priya-sharma';
const postsUrl = (page: number) => `/api/v1/blog/posts/author/priya-sharma?page=${page}&limit=9`;

const author = {
  _id: '6742a1f0000000000000e001',
  name: 'Priya Sharma',
  slug: 'priya-sharma',
  avatar: null,
  bio: 'Covers RERA, titles and home loans for villa buyers in Karnataka.',
  post_count: 11,
};
const authorResponse = { status: 'success', data: author };
const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Author not found' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogAuthorPage', () => {
  it('is headed by the author’s name, with the bio and their posts', async () => {
    const fetchMock = stubApi({
      [AUTHOR_URL]: { body: authorResponse },
      [postsUrl(1)]: {
        body: listResponse(
          [makePost({ title: 'Reading a sale deed' }), makePost({ title: 'Home loans for NRIs' })],
          { total: 11, totalPages: 2 },
        ),
      },
    });
    renderWithProviders(<BlogAuthorPage slug="priya-sharma" />, { route: '/blog/author/priya-sharma' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText(author.bio)).toBeInTheDocument();
    expect(screen.getByText('11 posts')).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: 'Posts by Priya Sharma' });
    expect(within(posts).getAllByRole('article')).toHaveLength(2);
    expect(within(posts).getByRole('link', { name: 'Reading a sale deed' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/villa-post-/),
    );
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    // The author and their posts are asked for together.
    expect(requestedUrls(fetchMock).sort()).toEqual([AUTHOR_URL, postsUrl(1)]);
  });

  it('asks for the page in the query, and shows no bio when there is none', async () => {
    const fetchMock = stubApi({
      [AUTHOR_URL]: { body: { status: 'success', data: { ...author, bio: '' } } },
      [postsUrl(2)]: {
        body: listResponse([makePost({ title: 'Plots vs villas' })], { page: 2, totalPages: 2 }),
      },
    });
    renderWithProviders(<BlogAuthorPage slug="priya-sharma" />, {
      route: '/blog/author/priya-sharma?page=2',
    });

    expect(await screen.findByRole('link', { name: 'Plots vs villas' })).toBeInTheDocument();
    expect(screen.queryByText(author.bio)).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(postsUrl(2));
    expect(requestedUrls(fetchMock)).not.toContain(postsUrl(1));
  });

  it('says the author does not exist on a 404', async () => {
    stubApi({ [AUTHOR_URL]: NOT_FOUND, [postsUrl(1)]: NOT_FOUND });
    renderWithProviders(<BlogAuthorPage slug="priya-sharma" />);
    expect(await screen.findByText("We couldn't find that author")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('says when the author cannot be loaded, and retries', async () => {
    const fetchMock = stubApi({
      [AUTHOR_URL]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
      },
      [postsUrl(1)]: { body: listResponse([]) },
    });
    const { user } = renderWithProviders(<BlogAuthorPage slug="priya-sharma" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(requestedUrls(fetchMock).filter((url) => url === AUTHOR_URL)).toHaveLength(2);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('Arjun K. Rao')).toBe('AR');
    expect(initials('madhu')).toBe('M');
  });
});
