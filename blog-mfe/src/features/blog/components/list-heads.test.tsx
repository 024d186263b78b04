// The heads of the blog's lists: the index (and a search), a tag, a category, an author and the topics.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSiteOrigin } from '@villa/shared/ui/page-head';
import { renderWithProviders } from '@villa/shared/testing/render';
import { CATEGORIES, TAGS, listResponse, makePost, stubApi } from '../../../testing/blog-fixtures.ts';
import { canonicalHref, crumbs, metaContent, structuredData } from '../../../testing/head.ts';
import { BlogAuthorPage } from './blog-author-page.tsx';
import { BlogCategoryPage } from './blog-category-page.tsx';
import { BlogIndexPage } from './blog-index-page.tsx';
import { BlogTagPage } from './blog-tag-page.tsx';
import { BlogTopicsPage } from './blog-topics-page.tsx';

const SITE = 'https://villas.example.in';

beforeAll(() => setSiteOrigin(SITE));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blog index’s head', () => {
  it('names the blog, describes it, and is its own canonical', async () => {
    stubApi({ '/api/v1/blog/posts/published?page=1&limit=9': { body: listResponse([makePost()]) } });
    renderWithProviders(<BlogIndexPage />, { route: '/blog' });

    expect(document.title).toBe('Villa buying guides and news | VillaNest');
    expect(metaContent('description')).toBe(
      "From shortlisting to possession: what to look for, what it costs and what's new.",
    );
    expect(canonicalHref()).toBe(`${SITE}/blog`);
    expect(metaContent('robots')).toBeNull();
    expect(crumbs(structuredData().get('BreadcrumbList'))).toEqual(['Home /', 'Blog /blog']);
  });

  it('gives a later page its own title and canonical', () => {
    stubApi({});
    renderWithProviders(<BlogIndexPage />, { route: '/blog?page=3' });

    expect(document.title).toBe('Villa buying guides and news, page 3 | VillaNest');
    expect(canonicalHref()).toBe(`${SITE}/blog?page=3`);
  });

  it('keeps a search’s results out of search engines, with the blog as the canonical', () => {
    stubApi({});
    renderWithProviders(<BlogIndexPage />, { route: '/blog?search=stamp%20duty' });

    expect(document.title).toBe('Results for “stamp duty” on the blog | VillaNest');
    expect(metaContent('robots')).toBe('noindex, follow');
    expect(canonicalHref()).toBe(`${SITE}/blog`);
  });
});

describe('a tag’s head', () => {
  it('names the tag from its posts, counts them, and is its own canonical page by page', async () => {
    stubApi({
      '/api/v1/blog/posts/tag/gated-communities?page=2&limit=9': {
        body: listResponse([makePost({ tags: [TAGS.gated] })], { page: 2, total: 10, totalPages: 2 }),
      },
    });
    renderWithProviders(<BlogTagPage slug="gated-communities" />, {
      route: '/blog/tag/gated-communities?page=2',
    });
    await screen.findByRole('heading', { level: 1, name: 'Posts tagged “Gated communities”' });

    expect(document.title).toBe('Posts tagged Gated communities, page 2 | VillaNest');
    expect(metaContent('description')).toBe(
      '10 posts tagged Gated communities: villa buying guides and news, newest first.',
    );
    expect(canonicalHref()).toBe(`${SITE}/blog/tag/gated-communities?page=2`);
    expect(crumbs(structuredData().get('BreadcrumbList'))).toEqual([
      'Home /',
      'Blog /blog',
      'Posts tagged Gated communities /blog/tag/gated-communities',
    ]);
  });

  it('has no index for an unknown tag', async () => {
    stubApi({
      '/api/v1/blog/posts/tag/nope?page=1&limit=9': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Tag not found' },
      },
    });
    renderWithProviders(<BlogTagPage slug="nope" />);
    await screen.findByText("We couldn't find that tag");

    expect(document.title).toBe("We couldn't find that tag | VillaNest");
    expect(metaContent('robots')).toBe('noindex, follow');
    expect(canonicalHref()).toBeNull();
  });
});

describe('a category’s head', () => {
  const legal = {
    ...CATEGORIES.legal,
    description: 'RERA, titles and approvals, explained for villa buyers.',
  };
  const answer = (description: string) => {
    const list = listResponse([makePost({ categories: [CATEGORIES.legal] })], { total: 4 });
    return { ...list, data: { ...list.data, category: { ...legal, description, parent_id: null } } };
  };

  it('names the category, describes it by its own description, and uses its slug as the address', async () => {
    // The API takes a category's id as well as its slug: the canonical is by slug either way.
    stubApi({
      [`/api/v1/blog/categories/${legal._id}/with-posts?page=1&limit=9`]: { body: answer(legal.description) },
    });
    renderWithProviders(<BlogCategoryPage slug={legal._id} />, { route: `/blog/category/${legal._id}` });
    await screen.findByRole('heading', { level: 1, name: 'Legal and RERA' });

    expect(document.title).toBe('Legal and RERA: posts | VillaNest');
    expect(metaContent('description')).toBe(legal.description);
    expect(canonicalHref()).toBe(`${SITE}/blog/category/legal-and-rera`);
    expect(crumbs(structuredData().get('BreadcrumbList'))).toEqual([
      'Home /',
      'Blog /blog',
      'Legal and RERA: posts /blog/category/legal-and-rera',
    ]);
  });

  it('counts its posts when it has no description', async () => {
    stubApi({ '/api/v1/blog/categories/legal-and-rera/with-posts?page=1&limit=9': { body: answer('') } });
    renderWithProviders(<BlogCategoryPage slug="legal-and-rera" />);
    await screen.findByRole('heading', { level: 1, name: 'Legal and RERA' });

    expect(metaContent('description')).toBe(
      '4 posts in Legal and RERA: villa buying guides and news, newest first.',
    );
  });
});

describe('an author’s head', () => {
  it('names the author, describes them by their bio, and says who they are in a ProfilePage', async () => {
    const author = {
      _id: '6742a1f0000000000000e001',
      name: 'Priya Sharma',
      slug: 'priya-sharma',
      avatar: null,
      bio: 'Covers RERA, titles and home loans for villa buyers in Karnataka.',
      post_count: 11,
    };
    stubApi({
      '/api/v1/blog/authors/priya-sharma': { body: { status: 'success', data: author } },
      '/api/v1/blog/posts/author/priya-sharma?page=1&limit=9': { body: listResponse([makePost()]) },
    });
    renderWithProviders(<BlogAuthorPage slug="priya-sharma" />, { route: '/blog/author/priya-sharma' });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });

    expect(document.title).toBe('Priya Sharma: posts | VillaNest');
    expect(metaContent('description')).toBe(author.bio);
    expect(canonicalHref()).toBe(`${SITE}/blog/author/priya-sharma`);
    const data = structuredData();
    expect(data.get('ProfilePage')).toMatchObject({
      mainEntity: {
        '@type': 'Person',
        name: 'Priya Sharma',
        url: `${SITE}/blog/author/priya-sharma`,
        description: author.bio,
      },
    });
    expect(crumbs(data.get('BreadcrumbList'))).toEqual([
      'Home /',
      'Blog /blog',
      'Priya Sharma /blog/author/priya-sharma',
    ]);
  });
});

describe('the topics’ head', () => {
  it('is titled Topics, with its canonical and breadcrumb', () => {
    stubApi({});
    renderWithProviders(<BlogTopicsPage />, { route: '/blog/topics' });

    expect(document.title).toBe('Topics | VillaNest');
    expect(metaContent('description')).toMatch(/^Every category and tag on the blog\./);
    expect(canonicalHref()).toBe(`${SITE}/blog/topics`);
    expect(crumbs(structuredData().get('BreadcrumbList'))).toEqual([
      'Home /',
      'Blog /blog',
      'Topics /blog/topics',
    ]);
  });
});
