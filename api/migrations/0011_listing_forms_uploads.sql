-- Issue 12: the developer (partner) form, the owner's villa listing and its photo uploads.
-- No code wrote these tables before, so their columns are reshaped freely.

-- The owner form's counts are the spec's choices ('10+', '6+', 'None'), not numbers.
ALTER TABLE owner_listings
  ALTER COLUMN bedroom TYPE text USING bedroom::text,
  ALTER COLUMN bathrooms TYPE text USING bathrooms::text,
  ALTER COLUMN balconies TYPE text USING balconies::text,
  ALTER COLUMN car_parking TYPE text USING car_parking::text,
  ADD COLUMN idempotency_key text UNIQUE,
  ADD COLUMN request_hash text;

-- A retry with the same Idempotency-Key stores one submission.
ALTER TABLE partner_enquiries
  ADD COLUMN idempotency_key text UNIQUE,
  ADD COLUMN request_hash text;
CREATE INDEX partner_enquiries_created_idx ON partner_enquiries (created_at);
CREATE INDEX owner_listings_created_idx ON owner_listings (created_at);

-- An upload is two WebP images re-encoded from the file sent (src/uploads/): stored_name is its
-- key prefix in the storage, original_name the file's base name as sent (never used as a path),
-- mime_type and size_bytes what was sent. It belongs to one form submission (the client's id,
-- at most 10 files each) and is used by at most one owner listing; one that no listing uses
-- within 24 hours is removed, from the storage and here.
ALTER TABLE uploads
  ADD COLUMN submission_id text NOT NULL CHECK (submission_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  ADD COLUMN width integer NOT NULL CHECK (width > 0),
  ADD COLUMN height integer NOT NULL CHECK (height > 0),
  ADD COLUMN display_bytes integer NOT NULL CHECK (display_bytes > 0),
  ADD COLUMN card_bytes integer NOT NULL CHECK (card_bytes > 0),
  ADD COLUMN listing_id object_id REFERENCES owner_listings (id) ON DELETE SET NULL;
CREATE INDEX uploads_submission_idx ON uploads (submission_id);
CREATE INDEX uploads_unused_idx ON uploads (created_at) WHERE listing_id IS NULL;
CREATE INDEX uploads_listing_idx ON uploads (listing_id) WHERE listing_id IS NOT NULL;
