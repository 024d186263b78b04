-- The listing at 100,000 units: docs/listing-performance.md has the plans and the bench. The columns
-- the filters read ride along in the two indexes the listing reads, so that what it counts and what it
-- checks is read from the index alone, never from the table (160 MB of units at that size).

-- Counting a city's filtered units read the whole table: a parallel sequential scan, 78 ms of three
-- processes per request, which held the listing at 15 answers a second on two cores. Now the count
-- reads the city's price range of this index (7 ms). Same key as units_city_price_idx, which it
-- replaces: a page of units is still read in order of price, name and id.
CREATE INDEX units_listing_idx ON units (city_id, price, name, id)
  INCLUDE (room, bathrooms, parking, builtup_area, plot_area, unit_type, facing, project_id);
DROP INDEX units_city_price_idx;

-- A project is listed when it has a unit meeting the filters (EXISTS per project). With the filter
-- columns here each project is settled in the index; without them, the planner preferred reading every
-- matching unit of the city from the index above (7 to 9 ms for the projects' page and their count,
-- against 3 to 4). Same key as units_project_idx, which it replaces.
CREATE INDEX units_project_listing_idx ON units (project_id, price)
  INCLUDE (city_id, room, bathrooms, parking, builtup_area, plot_area, unit_type, facing);
DROP INDEX units_project_idx;
