-- Places near the projects (issue 10, spec 3 "Place" and "Airport reference point"): what the Location
-- section of a unit or project page lists without a Google Maps key. Types are the spec's Place types
-- (the home and search markers are the map's, not places). A place without a name is shown as Unknown.
CREATE TABLE places (
  id       object_id PRIMARY KEY,
  city_id  object_id NOT NULL REFERENCES cities (id),
  name     text,
  type     text NOT NULL CHECK (type IN ('bus_station', 'school', 'hospital', 'atm', 'restaurant',
             'supermarket', 'airport', 'subway_station', 'train_station', 'movie_theater')),
  lat      double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng      double precision NOT NULL CHECK (lng BETWEEN -180 AND 180)
);
-- "Places of a type near a point in a city": the city and type, then a band of latitude around the point.
CREATE INDEX places_city_type_lat_idx ON places (city_id, type, lat, lng);
-- The airport reference point is the nearest airport wherever its city (Hosur's is Bengaluru's).
CREATE INDEX places_airport_idx ON places (lat, lng) WHERE type = 'airport';

-- Nearby places are part of the catalogue's cached answers (0007_catalogue_version.sql).
CREATE TRIGGER places_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
