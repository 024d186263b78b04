-- The team's own reference for a project or villa (issue 26, bulk import): a builder's code or a
-- spreadsheet's id, the key a second import of the same file updates by instead of adding the record
-- again. Set by the import; a record never imported is known to it by its id (catalogue-io/).
ALTER TABLE projects
  ADD COLUMN external_ref text UNIQUE CHECK (external_ref ~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$');
ALTER TABLE units
  ADD COLUMN external_ref text UNIQUE CHECK (external_ref ~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$');
