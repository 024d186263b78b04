-- The catalogue's version: a number that moves whenever a statement writes cities, locations, projects
-- or units, whoever writes them (the seed, a reset, an operator in psql, another API instance). The
-- server keeps serialised catalogue answers and drops them when it sees the number move (see
-- src/plugins/app/catalogue-cache.ts). A trigger rather than code in each writer: a write path added
-- later cannot forget it. One row, bumped once per statement (not per row): a seed of 100,000 units
-- bumps it a few dozen times. A rolled-back write rolls its bump back too.

CREATE TABLE catalogue_version (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version    bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_version DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER cities_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER locations_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER projects_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER units_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
