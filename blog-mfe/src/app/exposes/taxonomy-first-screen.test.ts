// The tag's and the category's pages load their first screen on the server: an unknown slug is then
// the API's 404, which the shell answers with the site's not-found page and status 404.
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, listResponse, makePost, stubApi } from '../../testing/blog-fixtures.ts';
import { loadFirstScreen as loadCategory } from './blog-category-page.tsx';
import { loadFirstScreen as loadTag } from './blog-tag-page.tsx';

const notFound = (message: string) => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screen of a tag’s page', () => {
  it('is the page of posts the URL names, under the key the page’s hook reads', async () => {
    const posts = listResponse([makePost()], { page: 2, totalPages: 2 });
    stubApi({ '/api/v1/blog/posts/tag/bengaluru?page=2&limit=9': { body: posts } });

    const data = await loadTag({ slug: 'bengaluru', search: new URLSearchParams('page=2') });

    expect(data).toEqual({ [unstable_serialize(['/blog/posts/tag', 'bengaluru', 2])]: posts });
  });

  it('fails with the API’s 404 for an unknown tag', async () => {
    stubApi({ '/api/v1/blog/posts/tag/nope?page=1&limit=9': notFound('Tag not found') });
    await expect(loadTag({ slug: 'nope', search: new URLSearchParams() })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the first screen of a category’s page', () => {
  it('is the category with the page of posts the URL names, under the key the page’s hook reads', async () => {
    const list = listResponse([makePost()]);
    const answer = { ...list, data: { ...list.data, category: CATEGORIES.legal } };
    stubApi({ '/api/v1/blog/categories/legal-and-rera/with-posts?page=1&limit=9': { body: answer } });

    const data = await loadCategory({ slug: 'legal-and-rera', search: new URLSearchParams() });

    expect(data).toEqual({
      [unstable_serialize(['/blog/categories/with-posts', 'legal-and-rera', 1])]: answer,
    });
  });

  it('fails with the API’s 404 for an unknown category', async () => {
    stubApi({ '/api/v1/blog/categories/nope/with-posts?page=1&limit=9': notFound('Category not found') });
    await expect(loadCategory({ slug: 'nope', search: new URLSearchParams() })).rejects.toMatchObject({
      status: 404,
    });
  });
});
