import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@villa/api/schemas';
import { renderWithProviders } from '@villa/shared/testing/render';
import { CATEGORIES, TAGS, requestedUrls, stubApi } from '../../../testing/blog-fixtures.ts';
import { BlogTopicsPage } from './blog-topics-page.tsx';

const category = (
  card: (typeof CATEGORIES)[keyof typeof CATEGORIES],
  parent: string | null = null,
): Category => ({
  ...card,
  description: `All about ${card.name.toLowerCase()}`,
  parent_id: parent,
});

const guides = category(CATEGORIES.guides);
const legal = category(CATEGORIES.legal);
const nri: Category = {
  _id: '6742a1f0000000000000c009',
  slug: 'nri-corner',
  name: 'NRI Corner',
  color: '#5e35b1',
  description: 'From abroad',
  parent_id: guides._id,
};

const API = {
  root: '/api/v1/blog/categories/root',
  active: '/api/v1/blog/categories/active',
  withPosts: '/api/v1/blog/categories/with-posts',
  tags: '/api/v1/blog/tags/active',
};

const FAILED = {
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'Database down' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogTopicsPage', () => {
  it('shows each top-level category with its subcategories and post count, and every tag', async () => {
    const fetchMock = stubApi({
      [API.root]: { body: { data: [guides, legal] } },
      [API.active]: { body: { data: [guides, legal, nri] } },
      [API.withPosts]: {
        body: {
          data: [
            { ...guides, post_count: 7 },
            { ...nri, post_count: 2 },
          ],
        },
      },
      [API.tags]: { body: { data: [TAGS.bengaluru, TAGS.gated] } },
    });
    renderWithProviders(<BlogTopicsPage />, { route: '/blog/topics' });

    expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    // One loading line until all four lists are in: nothing moves after they show.
    expect(screen.getByText('Loading topics...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const guidesCard = (await screen.findByRole('link', { name: 'Buying guides' })).closest('li')!;
    expect(within(guidesCard).getByText('7 posts')).toBeInTheDocument();
    expect(within(guidesCard).getByText('All about buying guides')).toBeInTheDocument();
    const subcategories = within(guidesCard).getByRole('list', { name: 'Also in Buying guides' });
    expect(within(subcategories).getByRole('link', { name: 'NRI Corner' })).toHaveAttribute(
      'href',
      '/blog/category/nri-corner',
    );
    const legalCard = screen.getByRole('link', { name: 'Legal and RERA' }).closest('li')!;
    expect(within(legalCard).getByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legal and RERA' })).toHaveAttribute(
      'href',
      '/blog/category/legal-and-rera',
    );

    const tags = await screen.findByRole('list', { name: 'All tags' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bengaluru', '/blog/tag/bengaluru'],
      ['Gated communities', '/blog/tag/gated-communities'],
    ]);
    expect(new Set(requestedUrls(fetchMock))).toEqual(new Set(Object.values(API)));
  });

  it('still shows the top-level categories when the subcategories and counts fail', async () => {
    stubApi({
      [API.root]: { body: { data: [guides] } },
      [API.active]: FAILED,
      [API.withPosts]: FAILED,
      [API.tags]: { body: { data: [] } },
    });
    renderWithProviders(<BlogTopicsPage />);

    const card = (await screen.findByRole('link', { name: 'Buying guides' })).closest('li')!;
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).queryByText(/posts/)).not.toBeInTheDocument();
    expect(await screen.findByText('No tags yet.')).toBeInTheDocument();
  });

  it('says what failed and retries the categories', async () => {
    const fetchMock = stubApi({ [API.root]: FAILED, [API.tags]: FAILED });
    const { user } = renderWithProviders(<BlogTopicsPage />);

    const categories = await screen.findByRole('region', { name: 'Categories' });
    expect(await within(categories).findByText('Error: Database down')).toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(await within(tags).findByText('Error: Database down')).toBeInTheDocument();

    fetchMock.mockClear();
    await user.click(within(categories).getByRole('button', { name: /retry/i }));
    expect(requestedUrls(fetchMock)).toContain(API.root);
  });

  it('says so when there are no categories', async () => {
    stubApi({
      [API.root]: { body: { data: [] } },
      [API.active]: { body: { data: [] } },
      [API.tags]: { body: { data: [] } },
    });
    renderWithProviders(<BlogTopicsPage />);
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });
});
