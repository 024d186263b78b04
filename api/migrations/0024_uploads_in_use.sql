-- An upload something shows is never removed by the sweep of unused uploads: a catalogue photo
-- (0020), a post's featured image (0021), and now a sales-team member's photo. One trigger that knows
-- every place an upload is used, in place of one a place: a use added later is one line here.
ALTER TABLE sales_team ADD COLUMN image_upload_id object_id REFERENCES uploads (id);
CREATE INDEX sales_team_image_upload_idx ON sales_team (image_upload_id) WHERE image_upload_id IS NOT NULL;

DROP TRIGGER uploads_keep_catalogue ON uploads;
DROP FUNCTION keep_catalogue_uploads();
DROP TRIGGER uploads_keep_blog ON uploads;
DROP FUNCTION keep_blog_uploads();

CREATE FUNCTION keep_uploads_in_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM catalogue_photos WHERE upload_id = OLD.id)
     OR EXISTS (SELECT 1 FROM blog_posts WHERE featured_upload_id = OLD.id)
     OR EXISTS (SELECT 1 FROM sales_team WHERE image_upload_id = OLD.id) THEN
    RETURN NULL;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER uploads_keep_in_use BEFORE DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION keep_uploads_in_use();
