import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSiteOrigin } from '@villa/shared/ui/page-head';
import { renderWithProviders } from '@villa/shared/testing/render';
import { fullPost, stubApi } from '../../../testing/blog-fixtures.ts';
import { canonicalHref, crumbs, metaContent, structuredData } from '../../../testing/head.ts';
import { BlogPostPage } from './blog-post-page.tsx';

const SITE = 'https://villas.example.in';
const POST_URL = '/api/v1/blog/posts/slug/rera-checklist-for-villa-buyers';
const EXCERPT =
  'Before you pay a token amount for a villa, check the project’s RERA registration, the approved plan, ' +
  'the title of the land and the builder’s record of handing over on time, one by one.';

beforeAll(() => setSiteOrigin(SITE));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPost(post = fullPost({ excerpt: EXCERPT })) {
  stubApi({ [POST_URL]: { body: { status: 'success', data: post } } });
  renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />, {
    route: '/blog/rera-checklist-for-villa-buyers',
  });
  await screen.findByRole('heading', { level: 1, name: 'A RERA checklist for villa buyers' });
  return post;
}

describe('PostHead', () => {
  it('titles the page with the post, describes it by its excerpt cut at a word, and gives its address', async () => {
    await renderPost();

    expect(document.title).toBe('A RERA checklist for villa buyers | VillaNest');
    const description = metaContent('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toBe(
      'Before you pay a token amount for a villa, check the project’s RERA registration, the approved plan, ' +
        'the title of the land and the builder’s record of handing…',
    );
    expect(canonicalHref()).toBe(`${SITE}/blog/rera-checklist-for-villa-buyers`);
    expect(metaContent('og:url')).toBe(`${SITE}/blog/rera-checklist-for-villa-buyers`);
    expect(metaContent('og:type')).toBe('article');
    expect(metaContent('og:title')).toBe('A RERA checklist for villa buyers');
    expect(metaContent('robots')).toBeNull();
  });

  it('shares the API’s share image, as a large card', async () => {
    await renderPost();
    expect(metaContent('og:image')).toBe(`${SITE}/api/v1/media/share/blog/7.jpg`);
    expect(metaContent('og:image:width')).toBe('1200');
    expect(metaContent('twitter:card')).toBe('summary_large_image');
  });

  it('shares the cover when the API sends no share image', async () => {
    const post = fullPost({ share_image: '' });
    await renderPost(post);
    expect(metaContent('og:image')).toBe(`${SITE}${post.featured_image}`);
  });

  it('describes the post as a BlogPosting by its author, with a breadcrumb Home › Blog › post', async () => {
    const post = await renderPost();
    const data = structuredData();

    expect(data.get('BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'A RERA checklist for villa buyers',
      description: metaContent('description'),
      image: `${SITE}/api/v1/media/share/blog/7.jpg`,
      datePublished: post.published_at,
      dateModified: post.published_at,
      author: { '@type': 'Person', name: 'Priya Sharma', url: `${SITE}/blog/author/priya-sharma` },
      publisher: { '@type': 'Organization', name: 'VillaNest' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/rera-checklist-for-villa-buyers` },
      articleSection: ['Legal and RERA', 'Buying guides'],
    });
    expect(crumbs(data.get('BreadcrumbList'))).toEqual([
      'Home /',
      'Blog /blog',
      'A RERA checklist for villa buyers /blog/rera-checklist-for-villa-buyers',
    ]);
  });

  it('asks search engines not to index an unknown post', async () => {
    stubApi({
      [POST_URL]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Post not found' } },
    });
    renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);

    expect(await screen.findByText("We couldn't find that post")).toBeInTheDocument();
    expect(document.title).toBe("We couldn't find that post | VillaNest");
    expect(metaContent('robots')).toBe('noindex, follow');
    expect(canonicalHref()).toBeNull();
  });
});
