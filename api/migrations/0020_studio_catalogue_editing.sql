-- The studio edits the catalogue (issue 26): a project's or villa's photos are uploads, ordered and
-- tagged, one of them the cover; and the owners' listings are a review queue.

-- The photos as the studio edits them. The buyer pages read the jsonb columns of projects and units
-- (gallery, floor_plans, master_plan, the banners), which the studio writes from these rows in the
-- same transaction; these keep what the jsonb cannot: the upload ids, the tags and the cover.
CREATE TABLE catalogue_photos (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upload_id   object_id NOT NULL REFERENCES uploads (id),
  project_id  object_id REFERENCES projects (id) ON DELETE CASCADE,
  unit_id     object_id REFERENCES units (id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position >= 0),
  -- master_plan: a page of a project's master plan; the others are the photo's tag.
  kind        text NOT NULL CHECK (kind IN ('exterior', 'interior', 'plan', 'master_plan')),
  alt         text NOT NULL CHECK (char_length(alt) <= 200),
  cover       boolean NOT NULL DEFAULT false,
  CHECK (num_nonnulls(project_id, unit_id) = 1),
  CHECK (NOT cover OR kind IN ('exterior', 'interior')),
  CHECK (kind <> 'master_plan' OR project_id IS NOT NULL)
);
CREATE UNIQUE INDEX catalogue_photos_project_upload_key ON catalogue_photos (project_id, upload_id);
CREATE UNIQUE INDEX catalogue_photos_unit_upload_key ON catalogue_photos (unit_id, upload_id);
CREATE UNIQUE INDEX catalogue_photos_project_cover_key ON catalogue_photos (project_id) WHERE cover;
CREATE UNIQUE INDEX catalogue_photos_unit_cover_key ON catalogue_photos (unit_id) WHERE cover;
CREATE INDEX catalogue_photos_upload_idx ON catalogue_photos (upload_id);

-- An upload a project or villa shows is never removed by the sweep of unused uploads (which deletes
-- those no owner listing took within the hour): the row stays, so the sweep's DELETE ... RETURNING
-- does not name it and its files stay in the storage too. A trigger, not a clause in the sweep, so
-- that no other delete can take a catalogue photo either.
CREATE FUNCTION keep_catalogue_uploads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM catalogue_photos WHERE upload_id = OLD.id) THEN
    RETURN NULL;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER uploads_keep_catalogue BEFORE DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION keep_catalogue_uploads();

-- The owners' listings (/list-your-villa) as the studio reviews them: pending until someone on the
-- team approves one (into a draft villa, unit_id; null once that villa is deleted) or rejects it
-- with the reason the owner is sent.
ALTER TABLE owner_listings
  ADD COLUMN review_status text NOT NULL DEFAULT 'pending'
    CHECK (review_status IN ('pending', 'approved', 'rejected')),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by object_id REFERENCES staff (id) ON DELETE SET NULL,
  ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) BETWEEN 1 AND 300),
  ADD COLUMN unit_id object_id REFERENCES units (id) ON DELETE SET NULL,
  ADD CONSTRAINT owner_listings_review_check CHECK (
    CASE review_status
      WHEN 'pending' THEN reviewed_at IS NULL AND rejection_reason IS NULL AND unit_id IS NULL
      WHEN 'approved' THEN reviewed_at IS NOT NULL AND rejection_reason IS NULL
      ELSE reviewed_at IS NOT NULL AND rejection_reason IS NOT NULL AND unit_id IS NULL
    END
  );
-- The queue: pending first, oldest first.
CREATE INDEX owner_listings_review_idx ON owner_listings ((review_status <> 'pending'), created_at);
