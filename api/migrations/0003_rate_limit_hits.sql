-- Rate-limit counters, shared by every API instance on this database (src/db/rate-limit-store.ts;
-- the embedded database, one process, keeps them in memory). One row per limit and client: the hits
-- in the current window and when that window ends. UNLOGGED: a counter is worth nothing after a
-- crash, and skipping the write-ahead log keeps a hit, which every /api read makes, cheap.
CREATE UNLOGGED TABLE rate_limit_hits (
  key             text PRIMARY KEY,
  hits            integer NOT NULL,
  window_ends_at  timestamptz NOT NULL
);
-- For the sweep of ended windows.
CREATE INDEX rate_limit_hits_window_ends_at ON rate_limit_hits (window_ends_at);
