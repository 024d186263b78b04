-- Phone OTP login (issue 8). A challenge remembers the address that asked for it, for the per-address
-- send limit, and whether its SMS failed: a failed send leaves nothing that can be verified, yet
-- still counts against the hourly limits so a failing provider can't be hammered.
ALTER TABLE otp_requests ADD COLUMN ip text;
ALTER TABLE otp_requests ADD COLUMN failed_at timestamptz;
CREATE INDEX otp_requests_ip_idx ON otp_requests (ip, created_at DESC);

-- A verified phone: what a correct code gives, spent by one sign-up. Only the SHA-256 of its token
-- is kept, as for sessions: a leaked table gives no one a way in.
CREATE TABLE otp_verifications (
  token_hash    text PRIMARY KEY,
  phone_code    text NOT NULL,
  phone_number  text NOT NULL,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
