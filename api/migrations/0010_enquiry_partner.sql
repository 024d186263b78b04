-- Issue 11: an enquiry from a partner site's embed is credited to the partner's id (PARTNER_ORIGINS,
-- e.g. 'acme'), beside the origin it came from, so that leads can be told apart and credited.
ALTER TABLE enquiries ADD COLUMN partner text CHECK (partner IS NULL OR partner ~ '^[a-z0-9][a-z0-9-]{0,39}$');
