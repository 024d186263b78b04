// The posts pages' stories and tests: a draft post, the form's options, and a page of posts.
import type { BlogOptionsResponse, StudioPost } from '@villa/shared/contracts/entities';

export const blogOptions: BlogOptionsResponse['data'] = {
  authors: [
    { _id: '6742a1f00000000000a10001', name: 'Anita Desai' },
    { _id: '6742a1f00000000000a10002', name: 'Vikram Rao' },
  ],
  categories: [
    { _id: '6742a1f00000000000a20001', slug: 'buying', name: 'Buying', color: '#1565c0' },
    { _id: '6742a1f00000000000a20002', slug: 'goa', name: 'Goa', color: '#2e7d32' },
  ],
  tags: [{ _id: '6742a1f00000000000a30001', slug: 'villas', name: 'Villas', color: null }],
};

export const draftPost: StudioPost = {
  _id: '6742a1f00000000000a40001',
  slug: 'buying-a-villa-in-goa',
  title: 'Buying a villa in Goa',
  excerpt: 'What to check before you sign.',
  content: '<h2>Start here</h2><p>Check the <strong>title deed</strong> first.</p>',
  featured_image: '/uploads/6742a1f00000000000a50001/card',
  featured_upload_id: '6742a1f00000000000a50001',
  is_featured: false,
  status: 'draft',
  published_at: null,
  author: { _id: '6742a1f00000000000a10001', name: 'Anita Desai' },
  categories: [{ _id: '6742a1f00000000000a20002', slug: 'goa', name: 'Goa', color: '#2e7d32' }],
  tags: [],
  reading_time: 1,
  like_count: 0,
  comment_count: 0,
  view_count: 0,
  created_at: '2026-11-26T05:00:00.000Z',
  updated_at: '2026-11-26T06:30:00.000Z',
};

export const scheduledPost: StudioPost = {
  ...draftPost,
  _id: '6742a1f00000000000a40002',
  slug: 'monsoon-maintenance',
  title: 'Monsoon maintenance for villa owners',
  status: 'scheduled',
  published_at: '2099-01-01T03:30:00.000Z',
  author: { _id: '6742a1f00000000000a10002', name: 'Vikram Rao' },
  is_featured: true,
};

export const postsPage = (posts: StudioPost[]) => ({
  status: 'success',
  data: { posts, pagination: { page: 1, limit: 50, total: posts.length, totalPages: 1 } },
});

/** The answers the post pages read: the list, one post, and the form's options. */
export const postAnswers = (post: StudioPost = draftPost) => ({
  '/api/v1/studio/posts': postsPage([draftPost, scheduledPost]),
  [`/api/v1/studio/posts/${post._id}`]: { status: 'success', data: post },
  '/api/v1/studio/blog/options': { status: 'success', data: blogOptions },
});
