-- Alerts (issue 29, docs/alerts.md): the prices a villa has had, the searches a buyer asked to hear
-- about, and what waits for each buyer's one SMS a day. The job runner that reads them (pg-boss) keeps
-- its own tables in its own schema, `jobs`, which it creates and migrates itself.
--
-- What happens to a villa is written by triggers, as the catalogue's version (0007) and lifecycle
-- (0018) are: the studio's form, the import and any writer added later all leave the same trail.

-- Every price a villa has had, from when. The studio's edits and the import write it through the
-- trigger below; rows of villas that existed before this migration start at their creation.
CREATE TABLE unit_prices (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unit_id     object_id NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  price       integer NOT NULL CHECK (price > 0),
  since       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unit_prices_unit_idx ON unit_prices (unit_id, since);
INSERT INTO unit_prices (unit_id, price, since) SELECT id, price, created_at FROM units;

-- The price a buyer saw when they saved a villa: the card says how much less it is now.
ALTER TABLE wishlists ADD COLUMN saved_price integer;
UPDATE wishlists SET saved_price = units.price FROM units WHERE units.id = wishlists.unit_id;

CREATE FUNCTION wishlist_saved_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT price INTO NEW.saved_price FROM units WHERE id = NEW.unit_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER wishlists_saved_price BEFORE INSERT ON wishlists
  FOR EACH ROW EXECUTE FUNCTION wishlist_saved_price();

-- What happened to villas that alerts may tell of, until the alerts job has read it: a villa that
-- came on the listing, a listed villa whose price fell.
CREATE TABLE alert_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('listed', 'price_drop')),
  unit_id     object_id NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  price       integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION unit_alert_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO unit_prices (unit_id, price) VALUES (NEW.id, NEW.price);
  END IF;
  IF NEW.status = 'published' THEN
    IF TG_OP = 'INSERT' OR OLD.status <> 'published' THEN
      INSERT INTO alert_events (kind, unit_id, price) VALUES ('listed', NEW.id, NEW.price);
    ELSIF NEW.price < OLD.price THEN
      INSERT INTO alert_events (kind, unit_id, price) VALUES ('price_drop', NEW.id, NEW.price);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER units_alert_events AFTER INSERT OR UPDATE OF price, status ON units
  FOR EACH ROW EXECUTE FUNCTION unit_alert_events();

-- A buyer's alerts: one row once they turn any on. `token` is the secret in the SMS's stop link (one
-- tap, no login); `stopped_at` is set by that link and cleared when they turn alerts on again.
CREATE TABLE alert_settings (
  user_id       object_id PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token         text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
  price_drops   boolean NOT NULL DEFAULT false,
  stopped_at    timestamptz,
  last_sent_at  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- A saved search that alerts: the saved filter (its link opens the listing with it) in a city.
CREATE TABLE search_alerts (
  id           object_id PRIMARY KEY,
  user_id      object_id NOT NULL REFERENCES alert_settings (user_id) ON DELETE CASCADE,
  filter_id    object_id NOT NULL REFERENCES saved_filters (id) ON DELETE CASCADE,
  city_id      object_id NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, filter_id, city_id)
);
CREATE INDEX search_alerts_city_idx ON search_alerts (city_id);

-- What the next digest tells a buyer. A villa is told of once per search, and a price once.
CREATE TABLE alert_news (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     object_id NOT NULL REFERENCES alert_settings (user_id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('new_match', 'price_drop')),
  unit_id     object_id NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  search_id   object_id REFERENCES search_alerts (id) ON DELETE CASCADE,
  price_was   integer,
  price_now   integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  CHECK ((kind = 'new_match') = (search_id IS NOT NULL)),
  CHECK (kind = 'new_match' OR price_was > price_now)
);
CREATE UNIQUE INDEX alert_news_match_once ON alert_news (search_id, unit_id) WHERE kind = 'new_match';
CREATE UNIQUE INDEX alert_news_drop_once ON alert_news (user_id, unit_id, price_now) WHERE kind = 'price_drop';
CREATE INDEX alert_news_waiting_idx ON alert_news (user_id) WHERE sent_at IS NULL;
