import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import SidebarBrowse, { TAG_SEARCH_HINT } from './sidebar-browse.tsx';

const CATEGORY = {
  _id: 'c1',
  slug: 'legal-and-rera',
  name: 'Legal and RERA',
  color: '#1f4d3a',
  post_count: 4,
};
const TAG = { _id: 't1', slug: 'gated-communities', name: 'Gated communities', color: '#b7791f' };

afterEach(() => vi.useRealTimers());

describe('the sidebar’s categories and tag search', () => {
  it('lists the categories that have posts, with their counts, from /blog/categories/with-posts', async () => {
    stubApi({ '/api/v1/blog/categories/with-posts': { body: { status: 'success', data: [CATEGORY] } } });
    renderWithProviders(<SidebarBrowse />);
    const link = await screen.findByRole('link', { name: /Legal and RERA/ });
    expect(link).toHaveAttribute('href', '/blog/category/legal-and-rera');
    expect(link).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/blog/topics');
  });

  it('links Popular Tags to every tag on the topics page', async () => {
    stubApi({ '/api/v1/blog/tags/popular?limit=20': { body: { status: 'success', data: [TAG] } } });
    renderWithProviders(<SidebarBrowse />);
    expect(await screen.findByRole('link', { name: 'Gated communities' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tags' })).toHaveAttribute('href', '/blog/topics#tags');
  });

  it('finds tags from 2 characters (spec 5), and asks for nothing with 1', async () => {
    const fetchMock = stubApi({
      '/api/v1/blog/categories/with-posts': { body: { status: 'success', data: [] } },
      '/api/v1/blog/tags/search?search=ga': { body: { status: 'success', data: [TAG] } },
    });
    const { user } = renderWithProviders(<SidebarBrowse />);
    const box = screen.getByRole('searchbox', { name: 'Find a tag' });
    await user.type(box, 'g');
    expect(await screen.findByText(TAG_SEARCH_HINT)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requestedUrls(fetchMock).filter((url) => url.includes('/tags/search'))).toEqual([]);

    await user.type(box, 'a');
    const tag = await screen.findByRole('link', { name: 'Gated communities' }, { timeout: 2000 });
    expect(tag).toHaveAttribute('href', '/blog/tag/gated-communities');
    expect(requestedUrls(fetchMock)).toContain('/api/v1/blog/tags/search?search=ga');
  });
});
