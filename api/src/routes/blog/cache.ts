// How long a browser (and any shared cache) may keep each public blog answer: 2 to 30 minutes by
// resource (spec 9). Per-reader answers are never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';

const MINUTE = 60;

/** How long a browser (and any shared cache) may keep each public answer: 2 to 30 minutes (spec 9). */
export const BLOG_CACHE_SECONDS = {
  /** Lists of posts: a new post shows within 5 minutes. */
  postList: 5 * MINUTE,
  /** One post; its like and comment counts are read live by the like and comments calls. */
  post: 10 * MINUTE,
  featured: 10 * MINUTE,
  recent: 5 * MINUTE,
  /** Popular moves slowly: it sums 30 days. */
  popular: 15 * MINUTE,
  search: 5 * MINUTE,
  /** Categories, tags and authors change when the team edits them. */
  terms: 30 * MINUTE,
  tagSearch: 10 * MINUTE,
  author: 30 * MINUTE,
  /** A post's comments: the shortest, so a new comment shows soon to others. */
  comments: 2 * MINUTE,
} as const;

/**
 * An onSend hook: a successful answer may be kept `seconds`, and no longer than until the next
 * scheduled post is published, which may change it (issue 26); an error is not cached.
 */
export const cacheFor = (seconds: number) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (reply.statusCode !== 200) return;
  const untilNext = await request.server.blog.secondsUntilNextPublication();
  reply.header('cache-control', `public, max-age=${Math.min(seconds, untilNext ?? seconds)}`);
};

export const cacheNote = (seconds: number) =>
  `Cache-Control: public, max-age=${seconds} (${seconds / MINUTE} min).`;

/** An onSend hook for answers that are one reader's own: never kept. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'private, no-store');
};
