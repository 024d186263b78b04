import { screen } from '@testing-library/react';
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
import { BlogCategoryPage } from './blog-category-page.tsx';
import { BlogTagPage } from './blog-tag-page.tsx';

const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Tag not found' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogTagPage', () => {
  it('names the tag from the posts and lists them', async () => {
    stubApi({
      '/api/v1/blog/posts/tag/gated-communities?page=1&limit=9': {
        body: listResponse([
          makePost({ title: 'Life in a gated community', tags: [TAGS.gated] }),
          makePost({ title: 'Security in villa projects', tags: [TAGS.bengaluru, TAGS.gated] }),
        ]),
      },
    });
    renderWithProviders(<BlogTagPage slug="gated-communities" />, { route: '/blog/tag/gated-communities' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts tagged “Gated communities”' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Life in a gated community' })).toBeInTheDocument();
  });

  it('falls back to the slug when no post names the tag, and asks for the page in the query', async () => {
    const fetchMock = stubApi({
      '/api/v1/blog/posts/tag/plots?page=2&limit=9': { body: listResponse([], { page: 2, totalPages: 2 }) },
    });
    renderWithProviders(<BlogTagPage slug="plots" />, { route: '/blog/tag/plots?page=2' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts tagged “plots”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No posts here yet')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/v1/blog/posts/tag/plots?page=2&limit=9']);
  });

  it('says the tag does not exist on a 404', async () => {
    stubApi({ '/api/v1/blog/posts/tag/nope?page=1&limit=9': NOT_FOUND });
    renderWithProviders(<BlogTagPage slug="nope" />);
    expect(await screen.findByText("We couldn't find that tag")).toBeInTheDocument();
  });
});

/** GET /blog/categories/{id}/with-posts: the category with the page of posts. */
const withCategory = (list: ReturnType<typeof listResponse>) => ({
  ...list,
  data: { ...list.data, category: CATEGORIES.legal },
});

describe('BlogCategoryPage', () => {
  it('is headed by the category name', async () => {
    stubApi({
      '/api/v1/blog/categories/legal-and-rera/with-posts?page=1&limit=9': {
        body: withCategory(
          listResponse([makePost({ title: 'Reading a sale deed', categories: [CATEGORIES.legal] })]),
        ),
      },
    });
    renderWithProviders(<BlogCategoryPage slug="legal-and-rera" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Legal and RERA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reading a sale deed' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/villa-post-/),
    );
  });

  it('says the category does not exist on a 404', async () => {
    stubApi({ '/api/v1/blog/categories/nope/with-posts?page=1&limit=9': NOT_FOUND });
    renderWithProviders(<BlogCategoryPage slug="nope" />);
    expect(await screen.findByText("We couldn't find that category")).toBeInTheDocument();
  });
});
