-- /blog/topics is a page of its own (every category and tag), matched before /blog/{slug}: a post
-- with the slug 'topics' could never be opened. Refused here, where every way of adding a post ends.
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_slug_not_a_blog_page CHECK (slug <> 'topics');
