-- An enquiry sent again with the same Idempotency-Key (a retry after a timeout) is one row, not a
-- duplicate lead. The request's hash tells a true retry from a different enquiry reusing a key.
ALTER TABLE enquiries ADD COLUMN idempotency_key text;
ALTER TABLE enquiries ADD COLUMN request_hash text;
CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key)
  WHERE idempotency_key IS NOT NULL;
