-- Issue 23, item 5 (SMS cost, no lockout of someone else's phone). A challenge remembers the site
-- that asked for it (an IPv6 client's /48; null for IPv4), for the per-site send limit.
ALTER TABLE otp_requests ADD COLUMN site text;
CREATE INDEX otp_requests_site_idx ON otp_requests (site, created_at DESC) WHERE site IS NOT NULL;
-- The overall hourly SMS budget counts every send of the last hour; the sweep reads old rows.
CREATE INDEX otp_requests_created_at_idx ON otp_requests (created_at);

-- One row per wrong code, with the address that tried it: a code locks for that address only (so
-- a stranger can't lock the owner's code), and one address may try only so many wrong codes an hour
-- across phones. Rows go with their challenge.
CREATE TABLE otp_wrong_guesses (
  challenge_id  object_id NOT NULL REFERENCES otp_requests (id) ON DELETE CASCADE,
  ip            text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_wrong_guesses_ip_idx ON otp_wrong_guesses (ip, created_at DESC);
CREATE INDEX otp_wrong_guesses_challenge_idx ON otp_wrong_guesses (challenge_id, ip);

-- For the hourly sweep of ended sessions.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
