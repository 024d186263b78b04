// The blog's API as its stories see it: every list answered with a few posts (each answer can be
// replaced, e.g. `{ published: pending }`), with pictures that need no server.
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { apiRoutes, VILLA_PICTURE, type ApiAnswer, type ApiHandler } from '@villa/shared/testing/story-world';
import { CATEGORIES, fullPost, listResponse, makePost, TAGS } from './blog-data.ts';

const pictured = (overrides: Partial<BlogPostSummary>) =>
  makePost({ featured_image: VILLA_PICTURE, ...overrides });

export const storyPosts: BlogPostSummary[] = [
  pictured({
    slug: 'rera-checklist-for-villa-buyers',
    title: 'A RERA checklist for villa buyers',
    categories: [CATEGORIES.legal],
    is_featured: true,
  }),
  pictured({
    slug: 'gated-villas-in-whitefield',
    title: 'Gated villa communities in Whitefield',
    tags: [TAGS.gated],
  }),
  pictured({
    slug: 'villa-prices-2026',
    title: 'Villa prices in Bengaluru, 2026',
    categories: [CATEGORIES.market],
    like_count: 0,
    comment_count: 0,
  }),
];

export const storyPost = fullPost({ featured_image: VILLA_PICTURE });

type BlogAnswer = 'published' | 'featured' | 'popular' | 'recent' | 'post' | 'comments';

export function blogApi(answers: Partial<Record<BlogAnswer, ApiAnswer>> = {}): ApiHandler {
  const posts = listResponse(storyPosts);
  const postPath = `/api/v1/blog/posts/${storyPost._id}`;
  return apiRoutes({
    '/api/v1/blog/posts/published': answers.published ?? posts,
    '/api/v1/blog/posts/featured': answers.featured ?? listResponse(storyPosts.slice(0, 1)),
    '/api/v1/blog/posts/popular': answers.popular ?? posts,
    '/api/v1/blog/posts/recent': answers.recent ?? listResponse([...storyPosts].reverse()),
    '/api/v1/blog/tags/popular': { status: 'success', data: Object.values(TAGS) },
    '/api/v1/blog/categories/with-posts': {
      status: 'success',
      data: Object.values(CATEGORIES).map((category, index) => ({
        ...category,
        description: '',
        parent_id: null,
        post_count: 3 - index,
      })),
    },
    [`/api/v1/blog/posts/slug/${storyPost.slug}`]: answers.post ?? { status: 'success', data: storyPost },
    [`POST ${postPath}/view`]: {
      status: 'success',
      data: { post_id: storyPost._id, recorded: true, view_count: 120 },
    },
    [`${postPath}/like`]: {
      status: 'success',
      data: { post_id: storyPost._id, liked: false, like_count: 42 },
    },
    [`${postPath}/comments`]: answers.comments ?? {
      status: 'success',
      data: {
        comments: [
          {
            _id: '6742a1f00000000000d00001',
            post_id: storyPost._id,
            name: 'Meera',
            comment: 'The point about checking the land title saved us a month.',
            created_at: '2026-11-04T06:00:00.000Z',
          },
        ],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      },
    },
  });
}
