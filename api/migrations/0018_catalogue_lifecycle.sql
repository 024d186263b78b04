-- A listing's life, as the team runs it (issue 24, and the studio after it): a unit or project is a
-- 'draft' until it is published; taken down it is 'withdrawn' (it may come back) or 'archived' (for
-- good). Buyers' pages and the API's public reads see only 'published' rows. A draft was never
-- public, so its address answers 404; a withdrawn or archived one was, so it answers 410 Gone
-- (docs/decisions/retired-listings.md says why 410 and not a redirect to the project).
--
-- Rows written before this migration, and the seed's, are published.
ALTER TABLE projects
  ADD COLUMN status text NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'withdrawn', 'archived'));
ALTER TABLE units
  ADD COLUMN status text NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published', 'withdrawn', 'archived'));

-- A unit is published only in a published project, so a public read of units needs no join to
-- know it may show one. Taking a project down takes its published units down with it, to the same
-- state; publishing it again leaves each unit for the team to publish. Triggers, not code in each
-- writer, as with the catalogue's version (0007): a write path added later cannot forget them.
CREATE FUNCTION check_unit_publishable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published'
     AND NOT EXISTS (SELECT 1 FROM projects WHERE id = NEW.project_id AND status = 'published') THEN
    RAISE EXCEPTION 'unit % cannot be published: its project is not published', NEW.slug
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER units_publishable BEFORE INSERT OR UPDATE OF status, project_id ON units
  FOR EACH ROW EXECUTE FUNCTION check_unit_publishable();

CREATE FUNCTION take_down_project_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET status = NEW.status WHERE project_id = NEW.id AND status = 'published';
  RETURN NULL;
END
$$;
CREATE TRIGGER projects_take_down_units AFTER UPDATE OF status ON projects
  FOR EACH ROW WHEN (NEW.status <> 'published')
  EXECUTE FUNCTION take_down_project_units();

-- The listing's index-only scans (0006) cover published units only: every public read says
-- status = 'published', which is what lets the planner use them.
DROP INDEX units_listing_idx;
CREATE INDEX units_listing_idx ON units (city_id, price, name, id)
  INCLUDE (room, bathrooms, parking, builtup_area, plot_area, unit_type, facing, project_id)
  WHERE status = 'published';
DROP INDEX units_project_listing_idx;
CREATE INDEX units_project_listing_idx ON units (project_id, price)
  INCLUDE (city_id, room, bathrooms, parking, builtup_area, plot_area, unit_type, facing)
  WHERE status = 'published';
-- A project's units in any state (the trigger above, and the studio's lists).
CREATE INDEX units_project_idx ON units (project_id);

-- Slugs a unit or project used to have. Links shared in chats and pages in search results keep
-- working: an old slug answers 301 to the current one, in one hop however many times it changed.
-- Written by a trigger whenever a slug changes. A live slug wins over a retired one, so a new
-- listing may take a slug another one gave up.
CREATE TABLE unit_slug_history (
  slug        text PRIMARY KEY,
  unit_id     object_id NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  retired_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unit_slug_history_unit_idx ON unit_slug_history (unit_id);

CREATE TABLE project_slug_history (
  slug        text PRIMARY KEY,
  project_id  object_id NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  retired_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_slug_history_project_idx ON project_slug_history (project_id);

CREATE FUNCTION remember_unit_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_slug_history (slug, unit_id) VALUES (OLD.slug, NEW.id)
    ON CONFLICT (slug) DO UPDATE SET unit_id = EXCLUDED.unit_id, retired_at = now();
  DELETE FROM unit_slug_history WHERE slug = NEW.slug;
  RETURN NULL;
END
$$;
CREATE TRIGGER units_remember_slug AFTER UPDATE OF slug ON units
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION remember_unit_slug();

CREATE FUNCTION remember_project_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_slug_history (slug, project_id) VALUES (OLD.slug, NEW.id)
    ON CONFLICT (slug) DO UPDATE SET project_id = EXCLUDED.project_id, retired_at = now();
  DELETE FROM project_slug_history WHERE slug = NEW.slug;
  RETURN NULL;
END
$$;
CREATE TRIGGER projects_remember_slug AFTER UPDATE OF slug ON projects
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION remember_project_slug();
