-- The sales inbox (issue 27): one record per buyer, deduplicated on the E.164 phone, owned by one
-- relationship manager, moved through stages, with a timeline of every enquiry and every change.
-- Vocabularies (stages, lost reasons, enquiry kinds, booking kinds) live in src/contract/sales.ts;
-- the CHECKs below repeat them because a database refuses what its code might let through.

-- A sales-team member (the person buyers see, with a photo) is a relationship manager once linked to
-- a studio account with the sales role. `away` skips them in the round-robin; `last_assigned_seq`
-- is the round-robin's cursor: the eligible member who waited longest gets the next lead.
ALTER TABLE sales_team
  ADD COLUMN staff_id object_id UNIQUE REFERENCES staff (id) ON DELETE SET NULL,
  ADD COLUMN away boolean NOT NULL DEFAULT false,
  ADD COLUMN last_assigned_seq bigint;

CREATE SEQUENCE lead_assignment_seq;

CREATE TABLE leads (
  id                 object_id PRIMARY KEY,
  -- E.164, null once erased. Unique: one buyer, one record.
  phone              text UNIQUE,
  name               text,
  email              text,
  city_id            object_id REFERENCES cities (id) ON DELETE SET NULL,
  manager_id         object_id REFERENCES sales_team (id) ON DELETE SET NULL,
  assigned_at        timestamptz,
  stage              text NOT NULL DEFAULT 'new' CHECK (
    stage IN ('new', 'contacted', 'qualified', 'visit_scheduled', 'visit_done', 'booked', 'lost')
  ),
  temperature        text CHECK (temperature IN ('hot', 'warm')),
  lost_reason        text,
  next_follow_up_at  timestamptz,
  -- The first stage change away from new: speed to lead.
  first_contact_at   timestamptz,
  -- Still new after the escalation time (office hours, India): the admins were told.
  escalated_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  last_enquiry_at    timestamptz NOT NULL DEFAULT now(),
  -- Erased on the buyer's request (DPDP Act 2023): the personal fields are gone, the counts stay.
  erased_at          timestamptz,
  erasure_ref        text UNIQUE,
  CHECK (stage <> 'lost' OR lost_reason IS NOT NULL),
  CHECK (erased_at IS NOT NULL OR phone IS NOT NULL)
);
CREATE INDEX leads_inbox_idx ON leads (last_enquiry_at DESC, id DESC);
CREATE INDEX leads_manager_idx ON leads (manager_id, last_enquiry_at DESC);
CREATE INDEX leads_stage_idx ON leads (stage, last_enquiry_at DESC);
CREATE INDEX leads_waiting_idx ON leads (assigned_at) WHERE stage = 'new' AND escalated_at IS NULL;

-- Every enquiry of every kind is linked to its buyer's lead, and records the terms the buyer agreed to.
ALTER TABLE enquiries
  ADD COLUMN lead_id object_id REFERENCES leads (id) ON DELETE SET NULL,
  ADD COLUMN terms_version text,
  ADD COLUMN consented_at timestamptz;
ALTER TABLE partner_enquiries
  ADD COLUMN lead_id object_id REFERENCES leads (id) ON DELETE SET NULL,
  ADD COLUMN terms_version text,
  ADD COLUMN consented_at timestamptz;
ALTER TABLE owner_listings
  ADD COLUMN lead_id object_id REFERENCES leads (id) ON DELETE SET NULL,
  ADD COLUMN terms_version text,
  ADD COLUMN consented_at timestamptz;
CREATE INDEX enquiries_lead_idx ON enquiries (lead_id, created_at);
CREATE INDEX partner_enquiries_lead_idx ON partner_enquiries (lead_id, created_at);
CREATE INDEX owner_listings_lead_idx ON owner_listings (lead_id, created_at);

-- The timeline: each enquiry, assignment, stage change, note, follow-up, booking and escalation, with
-- who (staff_id and actor as they were) and when. `data` holds no personal field of the buyer except
-- a note's text, which erasure clears.
CREATE TABLE lead_events (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id       object_id NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at            timestamptz NOT NULL DEFAULT now(),
  type          text NOT NULL CHECK (
    type IN ('enquiry', 'assigned', 'stage', 'note', 'follow_up', 'booking', 'escalated', 'erased')
  ),
  staff_id      object_id REFERENCES staff (id) ON DELETE SET NULL,
  -- The person's name as it was, or 'system' for the rules (round-robin, escalation).
  actor         text NOT NULL,
  enquiry_kind  text,
  enquiry_id    object_id,
  data          jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, at, id);

-- Calls and site visits on a manager's calendar: a call the buyer booked with their enquiry, or one
-- the manager booked. A clash is two of one manager's bookings that overlap.
CREATE TABLE lead_bookings (
  id          object_id PRIMARY KEY,
  lead_id     object_id NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  manager_id  object_id REFERENCES sales_team (id) ON DELETE SET NULL,
  kind        text NOT NULL CHECK (kind IN ('call', 'visit')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  enquiry_id  object_id,
  created_by  object_id REFERENCES staff (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK (ends_at > starts_at)
);
CREATE INDEX lead_bookings_calendar_idx ON lead_bookings (manager_id, starts_at) WHERE cancelled_at IS NULL;

-- The sales team's rules, edited by an admin in the studio: how long a lead may stay new (counted
-- in office hours, India time) before the admins are told. Office hours may cross midnight.
CREATE TABLE sales_settings (
  id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
  escalation_minutes  integer NOT NULL DEFAULT 15 CHECK (escalation_minutes BETWEEN 1 AND 1440),
  office_opens        text NOT NULL DEFAULT '09:00' CHECK (office_opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  office_closes       text NOT NULL DEFAULT '19:00' CHECK (office_closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (office_opens <> office_closes)
);
INSERT INTO sales_settings DEFAULT VALUES;

-- The inbox's version: every lead write bumps it in its own transaction, so a poll's ETag changes
-- exactly when what the inbox shows may have (src/routes/studio/leads.ts).
CREATE TABLE lead_inbox_version (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL DEFAULT 0
);
INSERT INTO lead_inbox_version DEFAULT VALUES;

-- Leads for the enquiries already stored: one per phone, unassigned, new, with an 'enquiry' event for
-- each. Their managers are chosen by an admin, or by the round-robin on their next enquiry.
CREATE TEMPORARY TABLE earlier_enquiries ON COMMIT DROP AS
  SELECT 'enquiry' AS source, id, country_code || phone AS phone, name, email, created_at FROM enquiries
  UNION ALL
  SELECT 'developer', id, '+91' || contact_number, name, email_id, created_at FROM partner_enquiries
  UNION ALL
  SELECT 'owner', id, '+91' || phone_number, name, email, created_at FROM owner_listings;

INSERT INTO leads (id, phone, name, email, created_at, updated_at, last_enquiry_at)
SELECT substr(md5(phone), 1, 24), phone,
       (array_agg(name ORDER BY created_at DESC))[1], (array_agg(email ORDER BY created_at DESC))[1],
       min(created_at), max(created_at), max(created_at)
FROM earlier_enquiries
GROUP BY phone;

INSERT INTO lead_events (lead_id, at, type, actor, enquiry_kind, enquiry_id)
SELECT substr(md5(e.phone), 1, 24), e.created_at, 'enquiry', 'system',
       CASE e.source
         WHEN 'developer' THEN 'developer'
         WHEN 'owner' THEN 'owner'
         ELSE CASE
           WHEN q.partner IS NOT NULL THEN 'partner'
           WHEN q.is_connect_with_expert THEN 'expert'
           WHEN q.scheduled_time_of_visit IS NOT NULL THEN 'scheduled_call'
           WHEN q.unit_id IS NOT NULL THEN 'unit'
           WHEN q.project_id IS NOT NULL THEN 'project'
           ELSE 'interest'
         END
       END,
       e.id
FROM earlier_enquiries e
LEFT JOIN enquiries q ON e.source = 'enquiry' AND q.id = e.id;

UPDATE enquiries SET lead_id = substr(md5(country_code || phone), 1, 24);
UPDATE partner_enquiries SET lead_id = substr(md5('+91' || contact_number), 1, 24);
UPDATE owner_listings SET lead_id = substr(md5('+91' || phone_number), 1, 24);
