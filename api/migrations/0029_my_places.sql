-- A buyer's own places (issue 29): office, school, parents. Up to five, in the buyer's order; every
-- card, detail page and comparison shows the drive to each. They go with the account
-- (ON DELETE CASCADE), so "Delete my data" erases them with the user.
CREATE TABLE my_places (
  user_id     object_id NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position    smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 40),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  lat         double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng         double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, position)
);
