// The blog's posts, categories and tags in the API's shapes: for the tests (blog-fixtures.ts) and
// the stories alike, so nothing here may import vitest.
import type {
  BlogListResponse,
  BlogPost,
  BlogPostSummary,
  Category,
  Tag,
} from '@villa/shared/contracts/entities';

type CardCategory = Pick<Category, '_id' | 'slug' | 'name' | 'color'>;

export const CATEGORIES = {
  guides: { _id: '6742a1f0000000000000c001', slug: 'buying-guides', name: 'Buying guides', color: '#1f4d3a' },
  legal: {
    _id: '6742a1f0000000000000c002',
    slug: 'legal-and-rera',
    name: 'Legal and RERA',
    color: '#8f6a28',
  },
  market: { _id: '6742a1f0000000000000c003', slug: 'market-news', name: 'Market news', color: '#2f6fb3' },
} satisfies Record<string, CardCategory>;

export const TAGS = {
  gated: {
    _id: '6742a1f0000000000000a001',
    slug: 'gated-communities',
    name: 'Gated communities',
    color: '#c0392b',
  },
  bengaluru: { _id: '6742a1f0000000000000a002', slug: 'bengaluru', name: 'Bengaluru', color: null },
} satisfies Record<string, Tag>;

let sequence = 0;

/** A published post as the API lists it. */
export function makePost(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    _id: `6742a1f00000000000b0${n}`,
    slug: `villa-post-${n}`,
    title: `Villa post ${n}`,
    excerpt: 'What to check before you book a villa: titles, approvals and the builder’s record.',
    featured_image: `/api/v1/media/blog/${sequence}.svg`,
    is_featured: false,
    categories: [CATEGORIES.guides],
    tags: [TAGS.bengaluru],
    author: { _id: '6742a1f0000000000000e001', name: 'Priya Sharma', slug: 'priya-sharma', avatar: null },
    published_at: '2026-11-03T04:30:00.000Z',
    created_at: '2026-11-02T10:00:00.000Z',
    reading_time: 6,
    like_count: 10,
    comment_count: 2,
    ...overrides,
  };
}

export function listResponse(
  posts: BlogPostSummary[],
  pagination: Partial<BlogListResponse['data']['pagination']> = {},
): BlogListResponse {
  return {
    status: 'success',
    data: { posts, pagination: { page: 1, limit: 9, total: posts.length, totalPages: 1, ...pagination } },
  };
}

export function fullPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...makePost({
      slug: 'rera-checklist-for-villa-buyers',
      title: 'A RERA checklist for villa buyers',
      categories: [CATEGORIES.legal, CATEGORIES.guides],
      tags: [TAGS.gated, TAGS.bengaluru],
      like_count: 42,
      comment_count: 1,
    }),
    share_image: '/api/v1/media/share/blog/7.jpg',
    content:
      '<h2>Start with the registration</h2><p>Every villa project in Karnataka must be registered with RERA before it is sold.</p><ul><li>Check the registration number</li></ul>',
    ...overrides,
  };
}
