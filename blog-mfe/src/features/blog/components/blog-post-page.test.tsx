// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { fullPost, requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import { metaContent, structuredData } from '../../../testing/head.ts';
import { BlogPostPage } from './blog-post-page.tsx';

const POST_URL = '/api/v1/blog/posts/slug/rera-checklist-for-villa-buyers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogPostPage', () => {
  it('shows the post: title, date, reading time, author, chips, image, content and counts', async () => {
    const post = fullPost();
    stubApi({ [POST_URL]: { body: { status: 'success', data: post } } });
    renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />, {
      route: '/blog/rera-checklist-for-villa-buyers',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'A RERA checklist for villa buyers' }),
    ).toBeInTheDocument();
    const author = screen.getByRole('link', { name: 'Priya Sharma' });
    expect(author).toHaveAttribute('href', '/blog/author/priya-sharma');
    expect(author.parentElement).toHaveTextContent('By Priya Sharma · Nov 03, 2026 · 6 min read');
    expect(screen.getByRole('link', { name: 'Legal and RERA' })).toHaveAttribute(
      'href',
      '/blog/category/legal-and-rera',
    );
    expect(screen.getByRole('img', { name: 'A RERA checklist for villa buyers' })).toHaveAttribute(
      'src',
      post.featured_image,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Start with the registration' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Every villa project in Karnataka must be registered with RERA before it is sold.'),
    ).toBeInTheDocument();
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Gated communities' })).toHaveAttribute(
      'href',
      '/blog/tag/gated-communities',
    );
    expect(await screen.findByRole('button', { name: 'Like this post, 42 likes' })).toBeInTheDocument();
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
  });

  it('records one view of the post, from the browser, however often the page renders', async () => {
    const post = fullPost();
    const fetchMock = stubApi({
      [POST_URL]: { body: { status: 'success', data: post } },
      [`/api/v1/blog/posts/${post._id}/view`]: {
        body: { status: 'success', data: { post_id: post._id, recorded: true, view_count: 1 } },
      },
    });
    const { rerender } = renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);
    await screen.findByRole('heading', { level: 1, name: 'A RERA checklist for villa buyers' });
    const viewCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/view'));
    await vi.waitFor(() => expect(viewCalls()).toHaveLength(1));
    rerender(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);
    rerender(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const views = viewCalls();
    expect(views).toHaveLength(1);
    const [, init] = views[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-Visitor-Id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('cleans HTML that the API sends unsafe before showing it', async () => {
    const content =
      '<p id="__FEDERATION__">Read on</p><img src="x" onerror="window.__xss=1" name="cookie">' +
      '<script>window.__xss=2</script><a href="jav&#x09;ascript:window.__xss=3">Bad link</a>' +
      '<a href="https://rera.karnataka.gov.in" target="_blank">K-RERA</a>';
    stubApi({ [POST_URL]: { body: { status: 'success', data: fullPost({ content }) } } });
    const { container } = renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);

    const body = (await screen.findByText('Read on')).parentElement!;
    expect(body.innerHTML).toBe(
      '<p>Read on</p><img src="x"><a>Bad link</a><a href="https://rera.karnataka.gov.in" target="_blank" rel="noopener noreferrer">K-RERA</a>',
    );
    // The post itself: the comment form below it has named inputs of its own.
    const article = container.querySelector('article')!;
    expect(article.querySelector('#__FEDERATION__, [name], [onerror], script')).toBeNull();
  });

  it('says the post does not exist on a 404, with a way back to the blog', async () => {
    stubApi({
      [POST_URL]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Post not found' } },
    });
    renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);

    expect(await screen.findByText("We couldn't find that post")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows the error of a failed load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch blog post');
  });

  describe('opened by a private preview link (?preview=)', () => {
    const TOKEN = 'q7Hc2kV9xLm4Rt8Wz1Yb6Np3Sd5Fg0Jh2Kl4Mn6Pq8';
    const PREVIEW_URL = `/api/v1/blog/preview/${TOKEN}`;

    it('shows the post the link opens, says it is a preview, and is kept from search engines', async () => {
      const fetchMock = stubApi({
        [PREVIEW_URL]: {
          body: { status: 'success', data: fullPost({ published_at: '2026-12-01T04:30:00.000Z' }) },
        },
      });
      renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />, {
        route: `/blog/rera-checklist-for-villa-buyers?preview=${TOKEN}`,
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'A RERA checklist for villa buyers' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent("Preview: readers can't see this post yet.");
      expect(metaContent('robots')).toBe('noindex, follow');
      expect(structuredData().size).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Only the preview: no published post, no view, likes or comments of a post readers can't see.
      expect(requestedUrls(fetchMock)).toEqual([PREVIEW_URL]);
    });

    it('says when the link is spent', async () => {
      stubApi({
        [PREVIEW_URL]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'expired' } },
      });
      renderWithProviders(<BlogPostPage slug="rera-checklist-for-villa-buyers" />, {
        route: `/blog/rera-checklist-for-villa-buyers?preview=${TOKEN}`,
      });
      expect(
        await screen.findByText('This preview link is not valid, or it has expired'),
      ).toBeInTheDocument();
    });
  });
});
