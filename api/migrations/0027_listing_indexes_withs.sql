-- Issue 28, part 3: a filter never seen before. The listing's two indexes carry every column its
-- filters read but `withs` (the amenities, 0005), so a filter naming an amenity read each candidate
-- unit's row from the table: the page, the count and, when nothing matched, every unit of the city
-- for similar units (a sequential scan of the whole table, 100 to 250 ms at 100,000 units). With
-- `withs` here those read the indexes alone, as other filters do. See docs/listing-performance.md.
DROP INDEX units_listing_idx;
CREATE INDEX units_listing_idx ON units (city_id, price, name, id)
  INCLUDE (room, bathrooms, parking, builtup_area, plot_area, unit_type, facing, project_id, withs)
  WHERE status = 'published';
DROP INDEX units_project_listing_idx;
CREATE INDEX units_project_listing_idx ON units (project_id, price)
  INCLUDE (city_id, room, bathrooms, parking, builtup_area, plot_area, unit_type, facing, withs)
  WHERE status = 'published';
