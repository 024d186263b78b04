-- The features and amenities of each unit, lower-case ('pool', 'private garden'), for the listing's
-- `withs` filter: a villa must have every one asked for, which the GIN index answers with @>.
ALTER TABLE units ADD COLUMN withs text[] NOT NULL DEFAULT '{}';
CREATE INDEX units_withs_idx ON units USING gin (withs);

-- Backfill for a database seeded before this column. It must agree with unitWiths() in
-- src/db/unit-withs.ts, which the seed uses (same labels, same rules, same order): the test
-- "0005 computes the withs the seed stores" in test/integration/migrations.test.ts compares them.
UPDATE units u
SET withs = array_remove(ARRAY[
  CASE WHEN p.amenities @> '["Swimming pool"]' THEN 'pool' END,
  CASE WHEN p.amenities @> '["Landscaped gardens"]' THEN 'garden space' END,
  CASE WHEN u.unit_type IN ('Triplex', 'Penthouse') THEN 'rooftop terrace' END,
  CASE WHEN p.amenities @> '["Gymnasium"]' THEN 'gym' END,
  CASE WHEN p.amenities @> '["Children''s play area"]' THEN 'kids play area' END,
  CASE WHEN p.amenities @> '["24x7 security with CCTV"]' THEN 'gated community' END,
  CASE WHEN p.amenities @> '["Mini theatre"]' THEN 'home theatre' END,
  CASE WHEN p.amenities @> '["Pet park"]' THEN 'pet friendly' END,
  CASE WHEN p.amenities @> '["Co-working lounge"]' THEN 'office space' END,
  CASE WHEN u.unit_premium_tag @> '[{"name": "Corner plot"}]' THEN 'corner plot' END,
  CASE WHEN u.unit_premium_tag @> '[{"name": "Park facing"}]' THEN 'park facing' END,
  CASE WHEN u.unit_premium_tag @> '[{"name": "Private pool"}]' THEN 'private pool' END,
  CASE WHEN u.unit_premium_tag @> '[{"name": "Wide road frontage"}]' THEN 'wide road frontage' END,
  -- At least half the plot open once the house (its built-up area over its floors) stands on it.
  CASE
    WHEN u.builtup_area::bigint * 2
      <= u.plot_area::bigint * CASE u.unit_type WHEN 'Triplex' THEN 3 WHEN 'Penthouse' THEN 1 ELSE 2 END
    THEN 'private garden'
  END,
  CASE WHEN u.unit_type IN ('Triplex', 'Penthouse') AND u.room >= 5 THEN 'home lift' END
]::text[], NULL)
FROM projects p
WHERE p.id = u.project_id;
