-- Issue 26: the studio's blog (posts, preview links, comment moderation) and the developers'
-- submissions from /for-developers as the team works them.

-- A developer's submission: where the team is with it (contract/developer-submission-status.ts),
-- their notes, and who on the team owns it. A person leaving the staff leaves it without an owner.
ALTER TABLE partner_enquiries
  ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'onboarded', 'declined')),
  ADD COLUMN notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 4000),
  ADD COLUMN owner_staff_id object_id REFERENCES staff (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz;
CREATE INDEX partner_enquiries_status_idx ON partner_enquiries (status, created_at DESC);

-- A post is scheduled when it is published with a published_at still to come: readers' reads already
-- ask for `published_at <= now` (plugins/app/blog-posts.ts), so it appears at its time with no job.
-- The studio lists every post, in every state, newest first.
CREATE INDEX blog_posts_created_idx ON blog_posts (created_at DESC, id DESC);

-- A featured image the team uploaded (the upload pipeline): featured_image holds its URL, which is
-- what readers get; this keeps which upload it is. Such an upload is never removed by the sweep of
-- unused uploads, as migration 0020 keeps the catalogue's photos: a trigger skips its DELETE, so the
-- sweep's DELETE ... RETURNING does not name it and its files stay in the storage.
ALTER TABLE blog_posts ADD COLUMN featured_upload_id object_id REFERENCES uploads (id);
CREATE INDEX blog_posts_featured_upload_idx ON blog_posts (featured_upload_id)
  WHERE featured_upload_id IS NOT NULL;
CREATE FUNCTION keep_blog_uploads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM blog_posts WHERE featured_upload_id = OLD.id) THEN
    RETURN NULL;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER uploads_keep_blog BEFORE DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION keep_blog_uploads();

-- A private link to a draft or scheduled post: only the SHA-256 of its token is kept, and it expires.
CREATE TABLE blog_post_previews (
  token_hash  text PRIMARY KEY,
  post_id     object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  staff_id    object_id REFERENCES staff (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX blog_post_previews_post_idx ON blog_post_previews (post_id);

-- The studio's comment list: every comment, newest first.
CREATE INDEX blog_comments_created_idx ON blog_comments (created_at DESC, id DESC);
