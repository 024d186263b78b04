-- What the team needs to know of a sales-team member beyond the card (issue 26, people): the languages
-- they speak with buyers and the cities they cover. Leads are shared among the members who cover the
-- lead's city (issue 27). Cities by id, so renaming a city keeps its team; an array, not a join table,
-- because the list is short, edited whole in the studio, and checked against `cities` by the code that
-- writes it (studio-people-repository.ts).
ALTER TABLE sales_team
  ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
  ADD COLUMN city_ids text[] NOT NULL DEFAULT '{}';

-- Members written before this: their free-text location named their city.
UPDATE sales_team s
SET city_ids = ARRAY(SELECT c.id FROM cities c WHERE lower(c.name) = lower(s.location));
