-- Issue 13: the blog's reader side: search, likes, comments, views and author pages.

-- Authors get a page: /blog/author/{slug}. The slug follows the name ('Meera Krishnan' ->
-- 'meera-krishnan'), so every writer of authors (the seed, the team) gets one without knowing it.
ALTER TABLE blog_authors
  ADD COLUMN slug text GENERATED ALWAYS AS (
    trim(both '-' from lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')))
  ) STORED,
  ADD COLUMN avatar text;
CREATE UNIQUE INDEX blog_authors_slug_idx ON blog_authors (slug);
CREATE INDEX blog_posts_author_idx ON blog_posts (author_id, published_at DESC);

-- Full-text search over title (weight A), excerpt (B) and body (C). The body is HTML: the default
-- parser reads tags as their own token type, which the english configuration does not index.
ALTER TABLE blog_posts
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', excerpt), 'B') ||
    setweight(to_tsvector('english', content), 'C')
  ) STORED;
CREATE INDEX blog_posts_search_idx ON blog_posts USING gin (search);

-- Likes: one per reader and post (UNIQUE (post_id, visitor_hash) of 0001). visitor_hash is the
-- reader: 'user:<id>' for a logged-in user, 'visitor:<sha256 of the browser's id>' otherwise.
-- Popular counts the likes of the last 30 days.
CREATE INDEX blog_likes_created_idx ON blog_likes (created_at, post_id);

-- Comments: plain text. A hidden comment (`npm run comments -- hide <id>`) leaves the list and the
-- count; ip is the client address it came from (IPv6 by its /64), for the per-address limit.
ALTER TABLE blog_comments
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN ip text;
CREATE INDEX blog_comments_email_idx ON blog_comments (lower(email), created_at);
CREATE INDEX blog_comments_ip_idx ON blog_comments (ip, created_at) WHERE ip IS NOT NULL;

-- Views: a reader's view of a post counts once a day (Indian date). blog_post_views holds who has
-- viewed what on which day (the once-a-day rule); blog_post_daily_views the day's count per post,
-- which Popular sums over the last 30 days without reading every reader's row.
CREATE TABLE blog_post_views (
  post_id       object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  day           date NOT NULL,
  visitor_hash  text NOT NULL,
  PRIMARY KEY (post_id, day, visitor_hash)
);
CREATE INDEX blog_post_views_day_idx ON blog_post_views (day);

CREATE TABLE blog_post_daily_views (
  post_id  object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  day      date NOT NULL,
  views    integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (post_id, day)
);
CREATE INDEX blog_post_daily_views_day_idx ON blog_post_daily_views (day, post_id);
