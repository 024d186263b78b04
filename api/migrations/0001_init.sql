-- The whole data model of the spec (section 3). Ids are 24 hex characters: 8 of Unix seconds
-- followed by 16 random ones (src/lib/ids.ts). Image lists are jsonb arrays of { url, alt }.

CREATE DOMAIN object_id AS text CHECK (VALUE ~ '^[0-9a-f]{24}$');

-- Catalogue ------------------------------------------------------------------------------------

CREATE TABLE cities (
  id          object_id PRIMARY KEY,
  name        text NOT NULL,
  state       text NOT NULL,
  country     text NOT NULL,
  visibility  text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'hidden')),
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cities_name_key ON cities (lower(name));

CREATE TABLE locations (
  id          object_id PRIMARY KEY,
  city_id     object_id NOT NULL REFERENCES cities (id),
  name        text NOT NULL,
  lat         double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng         double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  UNIQUE (city_id, name)
);

CREATE TABLE projects (
  id                 object_id PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  builder            text NOT NULL,
  property_kind      text NOT NULL DEFAULT 'Villa' CHECK (property_kind IN ('Villa', 'Villament', 'Rowhouse')),
  city_id            object_id NOT NULL REFERENCES cities (id),
  location_id        object_id NOT NULL REFERENCES locations (id),
  description        text NOT NULL,
  gallery            jsonb NOT NULL DEFAULT '[]',
  desktop_banner     jsonb NOT NULL,
  mobile_banner      jsonb NOT NULL,
  floor_plans        jsonb NOT NULL DEFAULT '[]',
  master_plan        jsonb NOT NULL DEFAULT '[]',
  amenities          jsonb NOT NULL DEFAULT '[]',
  specifications     jsonb NOT NULL DEFAULT '[]',
  highlights         jsonb NOT NULL DEFAULT '[]',
  rera               text,
  room               integer NOT NULL DEFAULT 3,
  bhk_types          text NOT NULL DEFAULT '',
  -- Kept in step with the project's units by the code that writes units.
  starting_price     integer NOT NULL CHECK (starting_price >= 0),
  min_area           integer NOT NULL,
  max_area           integer NOT NULL,
  possession_status  text NOT NULL,
  total_units        integer NOT NULL,
  land_area_acres    double precision NOT NULL,
  virtual_tour_url   text,
  lat                double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng                double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_city_price_idx ON projects (city_id, starting_price, name);
CREATE INDEX projects_location_idx ON projects (location_id);

CREATE TABLE units (
  id                 object_id PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  project_id         object_id NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Copied from the project so that the listing reads one index: city, then price, then name.
  city_id            object_id NOT NULL REFERENCES cities (id),
  location_id        object_id NOT NULL REFERENCES locations (id),
  description        text NOT NULL,
  price              integer NOT NULL CHECK (price > 0),
  area               integer NOT NULL,
  builtup_area       integer NOT NULL,
  plot_area          integer NOT NULL,
  plot_rate          integer NOT NULL,
  construction_rate  integer NOT NULL,
  unit_type          text NOT NULL,
  facing             text NOT NULL,
  room               integer NOT NULL,
  bathrooms          integer NOT NULL,
  parking            integer NOT NULL,
  furnishing         text NOT NULL,
  possession_status  text NOT NULL,
  rera               text,
  unit_premium_tag   jsonb NOT NULL DEFAULT '[]',
  gallery            jsonb NOT NULL DEFAULT '[]',
  floor_plans        jsonb NOT NULL DEFAULT '[]',
  master_plan        jsonb NOT NULL DEFAULT '[]',
  charges            jsonb NOT NULL DEFAULT '[]',
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX units_city_price_idx ON units (city_id, price, name, id);
CREATE INDEX units_project_idx ON units (project_id, price);

-- People -----------------------------------------------------------------------------------------

CREATE TABLE sales_team (
  id           object_id PRIMARY KEY,
  name         text NOT NULL,
  exp          integer NOT NULL CHECK (exp >= 0),
  location     text NOT NULL,
  designation  text NOT NULL,
  image        text,
  email        text NOT NULL,
  phone        text NOT NULL,
  position     integer NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id          object_id PRIMARY KEY,
  name        text NOT NULL,
  rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_created_idx ON reviews (created_at DESC);

CREATE TABLE users (
  id            object_id PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  phone_code    text NOT NULL,
  phone_number  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (phone_code, phone_number)
);

CREATE TABLE otp_requests (
  id            object_id PRIMARY KEY,
  phone_code    text NOT NULL,
  phone_number  text NOT NULL,
  email         text,
  code_hash     text NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_requests_phone_idx ON otp_requests (phone_code, phone_number, created_at DESC);

CREATE TABLE sessions (
  id          object_id PRIMARY KEY,
  user_id     object_id NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE wishlists (
  user_id     object_id NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  unit_id     object_id NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, unit_id)
);

CREATE TABLE saved_filters (
  id          object_id PRIMARY KEY,
  user_id     object_id REFERENCES users (id) ON DELETE SET NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Enquiries --------------------------------------------------------------------------------------

CREATE TABLE enquiries (
  id                       object_id PRIMARY KEY,
  name                     text NOT NULL,
  email                    text NOT NULL,
  phone                    text NOT NULL,
  country_code             text NOT NULL,
  title                    text,
  description              text,
  source_url               text,
  scheduled_time_of_visit  timestamptz,
  expert_name              text,
  unit_id                  object_id REFERENCES units (id) ON DELETE SET NULL,
  project_id               object_id REFERENCES projects (id) ON DELETE SET NULL,
  user_id                  object_id REFERENCES users (id) ON DELETE SET NULL,
  is_project_curation      boolean NOT NULL DEFAULT false,
  is_connect_with_expert   boolean NOT NULL DEFAULT false,
  is_individual            boolean NOT NULL DEFAULT false,
  origin                   text,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_created_idx ON enquiries (created_at DESC);

-- The marketing fields read from the page's query string (src/schemas/enquiry.ts TRACKING_FIELDS).
CREATE TABLE enquiry_tracking (
  enquiry_id        object_id PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  primary_source    text,
  secondary_source  text,
  tertiary_source   text,
  adid              text,
  lead_id           text,
  ad_name           text,
  adset_id          text,
  adset_name        text,
  campaign_id       text,
  campaign_name     text,
  form_id           text,
  form_name         text,
  platform          text,
  placement         text,
  medium            text,
  gclid             text,
  campaignid        text,
  adgroupid         text,
  keyword           text,
  device            text,
  devicemodel       text,
  network           text,
  extensionid       text,
  creative          text,
  adposition        text,
  matchtype         text,
  loc_interest_ms   text,
  loc_physical_ms   text,
  target            text,
  adtype            text
);

CREATE TABLE partner_enquiries (
  id                          object_id PRIMARY KEY,
  name                        text NOT NULL,
  email_id                    text NOT NULL,
  contact_number              text NOT NULL,
  developer_name              text NOT NULL,
  project_name                text NOT NULL,
  stage                       text NOT NULL,
  is_project_rera_registered  boolean NOT NULL,
  rera_number                 text,
  property_type               jsonb NOT NULL DEFAULT '[]',
  configuration               jsonb NOT NULL DEFAULT '[]',
  remarks                     text NOT NULL,
  city_id                     object_id REFERENCES cities (id),
  location_id                 object_id REFERENCES locations (id),
  created_at                  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE individual_enquiries (
  id            object_id PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  phone_number  text NOT NULL,
  country_code  text NOT NULL DEFAULT '+91',
  message       text,
  source_url    text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploads (
  id             object_id PRIMARY KEY,
  kind           text NOT NULL,
  original_name  text NOT NULL,
  stored_name    text NOT NULL UNIQUE,
  mime_type      text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes     integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 1048576),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE owner_listings (
  id                     object_id PRIMARY KEY,
  name                   text NOT NULL,
  email                  text NOT NULL,
  phone_number           text NOT NULL,
  villa_type             text NOT NULL,
  villa_number           text NOT NULL,
  bedroom                integer NOT NULL,
  bathrooms              integer NOT NULL,
  balconies              integer NOT NULL,
  builtup_area           integer NOT NULL,
  villa_price            bigint NOT NULL,
  main_door_facing       text NOT NULL,
  furnishing             text NOT NULL,
  property_stage         text NOT NULL,
  property_age_in_years  integer,
  car_parking            integer NOT NULL,
  available_from         date NOT NULL,
  city_id                object_id NOT NULL REFERENCES cities (id),
  location_id            object_id NOT NULL REFERENCES locations (id),
  -- Ids of rows in uploads.
  property_images        jsonb NOT NULL DEFAULT '[]',
  created_at             timestamptz NOT NULL DEFAULT now()
);

-- Blog -------------------------------------------------------------------------------------------

CREATE TABLE blog_authors (
  id    object_id PRIMARY KEY,
  name  text NOT NULL,
  bio   text NOT NULL DEFAULT ''
);

CREATE TABLE blog_categories (
  id           object_id PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  name         text NOT NULL,
  color        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  parent_id    object_id REFERENCES blog_categories (id) ON DELETE SET NULL,
  is_active    boolean NOT NULL DEFAULT true,
  position     integer NOT NULL DEFAULT 0
);

CREATE TABLE blog_tags (
  id     object_id PRIMARY KEY,
  slug   text NOT NULL UNIQUE,
  name   text NOT NULL,
  color  text
);

CREATE TABLE blog_posts (
  id              object_id PRIMARY KEY,
  slug            text NOT NULL UNIQUE,
  title           text NOT NULL,
  excerpt         text NOT NULL,
  -- Sanitised HTML (src/lib/sanitize.ts) written by the code that stores posts.
  content         text NOT NULL,
  featured_image  text NOT NULL,
  is_featured     boolean NOT NULL DEFAULT false,
  status          text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  author_id       object_id NOT NULL REFERENCES blog_authors (id),
  published_at    timestamptz,
  reading_time    integer NOT NULL DEFAULT 1,
  like_count      integer NOT NULL DEFAULT 0,
  comment_count   integer NOT NULL DEFAULT 0,
  view_count      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR published_at IS NOT NULL)
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC, id DESC) WHERE status = 'published';

CREATE TABLE blog_post_categories (
  post_id      object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  category_id  object_id NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  position     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, category_id)
);
CREATE INDEX blog_post_categories_category_idx ON blog_post_categories (category_id, post_id);

CREATE TABLE blog_post_tags (
  post_id  object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  tag_id   object_id NOT NULL REFERENCES blog_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX blog_post_tags_tag_idx ON blog_post_tags (tag_id, post_id);

CREATE TABLE blog_comments (
  id          object_id PRIMARY KEY,
  post_id     object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  name        text NOT NULL,
  email       text NOT NULL,
  content     text NOT NULL,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comments_post_idx ON blog_comments (post_id, created_at);

CREATE TABLE blog_likes (
  id            object_id PRIMARY KEY,
  post_id       object_id NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  user_id       object_id REFERENCES users (id) ON DELETE SET NULL,
  visitor_hash  text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (post_id, visitor_hash)
);
