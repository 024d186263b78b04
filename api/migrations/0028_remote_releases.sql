-- Issue 28, part 1: a release reaches every instance. A remote's build is uploaded to the bucket under
-- releases/<remote>/<version>/ (immutable), recorded here with the hash of every file, and the
-- pointer (which version each instance serves) is the newest switch of that remote: one place every
-- instance reads, written in one statement, kept as history for `npm run releases` and rollbacks.
CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  -- The hash of every file of the version (its name ends with it): a release of the same build again
  -- is this row again, nothing uploaded.
  content_hash text NOT NULL,
  -- { "<path in the version>": "<sha256 hex>" }: an instance checks each file it fetches against it.
  files jsonb NOT NULL,
  released_by text NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version),
  UNIQUE (remote, content_hash)
);

CREATE TABLE remote_pointer_switches (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  -- NULL: back to the files of the instance's own full build (its remotes.json).
  version text,
  action text NOT NULL CHECK (action IN ('release', 'rollback')),
  switched_by text NOT NULL,
  switched_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_pointer_switches_remote_idx ON remote_pointer_switches (remote, id DESC);
