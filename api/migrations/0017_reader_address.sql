-- Issue 23: a new X-Visitor-Id per request was a new reader, so one client could inflate likes and
-- views at will. An anonymous reader's like and view now keep the client address (IPv6 by its /64),
-- and one address counts for a bounded number of anonymous likes and daily views of a post.
-- Logged-in readers (a phone verified by OTP) are not bounded: their key is their account.
ALTER TABLE blog_likes ADD COLUMN client_key text;
ALTER TABLE blog_post_views ADD COLUMN client_key text;
CREATE INDEX blog_likes_client_idx ON blog_likes (post_id, client_key) WHERE client_key IS NOT NULL;
CREATE INDEX blog_post_views_client_idx ON blog_post_views (post_id, day, client_key)
  WHERE client_key IS NOT NULL;
