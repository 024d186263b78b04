-- A unit's city_id is a copy of its project's (0001_init.sql), so that the listing reads one index. The
-- listing now counts a city's projects from its units (count the distinct projects of the units that
-- match) rather than asking, for each project of the city, whether it has a unit that matches: the two
-- agree only while every unit is in its project's city. This makes that a rule the database keeps
-- rather than a habit of the writers: a unit naming another city than its project's is refused, and a
-- project moved to another city takes its units along. See docs/listing-performance.md.
CREATE UNIQUE INDEX projects_id_city_key ON projects (id, city_id);
ALTER TABLE units
  ADD CONSTRAINT units_project_city_fkey FOREIGN KEY (project_id, city_id)
  REFERENCES projects (id, city_id) ON UPDATE CASCADE ON DELETE CASCADE;
