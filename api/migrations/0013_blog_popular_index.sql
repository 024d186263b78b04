-- Issue 13: Popular without reading every post. Posts with no views or likes in the last 30 days
-- rank by their all-time score (views + 5 × likes, then newest): this index gives them in that
-- order, so Popular reads only as many of them as it shows. The expression must stay the one
-- blog-repository.ts orders by (POPULAR_LIKE_WEIGHT = 5) for the planner to use it.
CREATE INDEX blog_posts_popular_idx ON blog_posts ((view_count + 5 * like_count) DESC, published_at DESC, id DESC)
  WHERE status = 'published';
