-- The team that runs the marketplace (issue 26): staff, their sessions, and the audit log of every
-- staff write. A person on the staff signs in with the same phone OTP as a buyer, but gets a staff
-- session: separate from buyers' sessions, shorter (8 hours at most, ended after 30 idle minutes)
-- and revocable.
CREATE TABLE staff (
  id            object_id PRIMARY KEY,
  phone_code    text NOT NULL,
  phone_number  text NOT NULL,
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  role          text NOT NULL CHECK (role IN ('admin', 'editor', 'sales')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (phone_code, phone_number)
);

-- Only the SHA-256 of a session's token is kept. last_seen_at moves with use, for the idle timeout.
CREATE TABLE staff_sessions (
  id            object_id PRIMARY KEY,
  staff_id      object_id NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Who changed what, when, and the record before and after. `actor` keeps the person's name and
-- phone as they were, so an entry still says who after they leave the team (staff_id goes null).
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  staff_id     object_id REFERENCES staff (id) ON DELETE SET NULL,
  actor        text NOT NULL,
  action       text NOT NULL,
  record_type  text NOT NULL,
  record_id    text NOT NULL,
  before       jsonb,
  after        jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, at DESC);
CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, at DESC);
