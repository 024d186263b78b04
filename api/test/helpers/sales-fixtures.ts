// Leads, enquiries and relationship managers written straight into the database for the sales
// inbox's tests (studio-sales-*.test.ts), so they do not depend on the intake's round-robin.
import type { FastifyInstance } from 'fastify';
import type { EnquiryKind, LeadStage } from '../../src/contract/sales.ts';
import type { StaffRole } from '../../src/contract/staff-roles.ts';
import { newId } from '../../src/lib/ids.ts';
import { getTestDb } from './database.ts';
import { newPhone } from './otp.ts';
import { signedInStaff } from './studio-session.ts';

export interface Manager {
  token: string;
  staffId: string;
  memberId: string;
  name: string;
}

/** A studio account with `role`, signed in, linked to a new sales-team member of the same name. */
export async function signedInManager(
  app: FastifyInstance,
  name: string,
  role: StaffRole = 'sales',
): Promise<Manager> {
  const { token, staffId } = await signedInStaff(app, name, role);
  const memberId = newId();
  await (
    await getTestDb()
  ).query(
    `INSERT INTO sales_team (id, name, exp, location, designation, email, phone, staff_id)
     VALUES ($1, $2, 5, 'Bengaluru', 'Relationship manager', 'rm@example.com', $3, $4)`,
    [memberId, name, `+91${newPhone()}`, staffId],
  );
  return { token, staffId, memberId, name };
}

export interface LeadFixture {
  name?: string;
  managerId?: string | null;
  stage?: LeadStage;
  temperature?: 'hot' | 'warm' | null;
  lostReason?: string | null;
  cityId?: string | null;
  createdAt?: Date;
  assignedAt?: Date | null;
  firstContactAt?: Date | null;
  lastEnquiryAt?: Date;
  erased?: boolean;
  /** Stages it went through before (timeline `stage` entries), oldest first. */
  history?: LeadStage[];
}

/** A lead as the intake would leave it, with no enquiry yet. Returns its id and phone. */
export async function insertLead(fixture: LeadFixture = {}): Promise<{ id: string; phone: string }> {
  const db = await getTestDb();
  const id = newId();
  const phone = `+91${newPhone()}`;
  const createdAt = fixture.createdAt ?? new Date();
  const erased = fixture.erased ?? false;
  await db.query(
    `INSERT INTO leads (id, phone, name, email, city_id, manager_id, assigned_at, stage, temperature, lost_reason,
       first_contact_at, created_at, updated_at, last_enquiry_at, erased_at, erasure_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15)`,
    [
      id,
      erased ? null : phone,
      erased ? null : (fixture.name ?? 'Asha Rao'),
      erased ? null : 'buyer@example.com',
      fixture.cityId ?? null,
      fixture.managerId ?? null,
      fixture.assignedAt === undefined ? (fixture.managerId ? createdAt : null) : fixture.assignedAt,
      fixture.stage ?? 'new',
      fixture.temperature ?? null,
      fixture.lostReason ?? (fixture.stage === 'lost' ? 'budget' : null),
      fixture.firstContactAt ?? null,
      createdAt,
      fixture.lastEnquiryAt ?? createdAt,
      erased ? createdAt : null,
      erased ? `ER-TEST-${id}` : null,
    ],
  );
  let previous: LeadStage = 'new';
  for (const [index, stage] of (fixture.history ?? []).entries()) {
    await db.query(
      `INSERT INTO lead_events (lead_id, at, type, actor, data) VALUES ($1, $2, 'stage', 'Test', $3::text::jsonb)`,
      [
        id,
        new Date(createdAt.getTime() + (index + 1) * 60_000),
        JSON.stringify({ from_stage: previous, to_stage: stage }),
      ],
    );
    previous = stage;
  }
  return { id, phone };
}

export interface EnquiryFixture {
  kind?: EnquiryKind;
  at?: Date;
  partner?: string | null;
  /** Sent with a session of its phone (a user's id). */
  userId?: string | null;
  projectId?: string | null;
  unitId?: string | null;
  primarySource?: string | null;
  gclid?: string | null;
  sourceUrl?: string | null;
  phone?: string;
  scheduledCall?: Date | null;
}

/** An enquiry of the lead (a row of `enquiries`) and its timeline entry. Returns the enquiry's id. */
export async function insertEnquiry(leadId: string, fixture: EnquiryFixture = {}): Promise<string> {
  const db = await getTestDb();
  const id = newId();
  const at = fixture.at ?? new Date();
  await db.query(
    `INSERT INTO enquiries (id, name, email, phone, country_code, title, source_url, partner, user_id, project_id,
       unit_id, scheduled_time_of_visit, created_at, lead_id, terms_version, consented_at)
     VALUES ($1, 'Asha Rao', 'buyer@example.com', $2, '+91', 'Palm Villa', $3, $4, $5, $6, $7, $8, $9, $10,
       '2026-11-01', $9)`,
    [
      id,
      fixture.phone ?? newPhone(),
      fixture.sourceUrl ?? null,
      fixture.partner ?? null,
      fixture.userId ?? null,
      fixture.projectId ?? null,
      fixture.unitId ?? null,
      fixture.scheduledCall ?? null,
      at,
      leadId,
    ],
  );
  if (fixture.primarySource != null || fixture.gclid != null)
    await db.query(`INSERT INTO enquiry_tracking (enquiry_id, primary_source, gclid) VALUES ($1, $2, $3)`, [
      id,
      fixture.primarySource ?? null,
      fixture.gclid ?? null,
    ]);
  await db.query(
    `INSERT INTO lead_events (lead_id, at, type, actor, enquiry_kind, enquiry_id) VALUES ($1, $2, 'enquiry', 'system', $3, $4)`,
    [leadId, at, fixture.kind ?? 'interest', id],
  );
  return id;
}

/** A booking on a manager's calendar. */
export async function insertBooking(
  leadId: string,
  managerId: string | null,
  startsAt: Date,
  minutes: number,
  options: { kind?: 'call' | 'visit'; enquiryId?: string | null; cancelled?: boolean } = {},
): Promise<string> {
  const id = newId();
  await (
    await getTestDb()
  ).query(
    `INSERT INTO lead_bookings (id, lead_id, manager_id, kind, starts_at, ends_at, enquiry_id, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      leadId,
      managerId,
      options.kind ?? 'call',
      startsAt,
      new Date(startsAt.getTime() + minutes * 60_000),
      options.enquiryId ?? null,
      options.cancelled ? new Date() : null,
    ],
  );
  return id;
}
