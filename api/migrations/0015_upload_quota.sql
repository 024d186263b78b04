-- Issue 23: uploads can no longer fill the disk.
-- A submission id is issued by the server (POST /fileupload/submissions), to the address that asked,
-- and holds at most 10 files: a client can no longer pick a new id for every ten files.
CREATE TABLE upload_submissions (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_submissions_created_idx ON upload_submissions (created_at);

-- What one address has uploaded on one day (India time): files and bytes received, counted before
-- any image work, so that a flood is refused before it costs a core or a byte of disk.
CREATE TABLE upload_quota (
  client_key text NOT NULL,
  day date NOT NULL,
  files integer NOT NULL CHECK (files >= 0),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (client_key, day)
);
