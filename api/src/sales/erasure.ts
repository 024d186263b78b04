// A buyer's right to erasure (DPDP Act 2023; issue 27): after an OTP to their own phone, everything
// personal we hold about them goes in one transaction, and the rows that count stay, anonymous, for
// the reports (an enquiry's kind, time, project, city, partner; a lead's stage and manager).
//
// - users: the row is deleted; sessions, the wishlist and my places go with it (ON DELETE CASCADE):
//   every session is revoked. saved_filters: deleted.
// - leads (every lead of the phone, or linked to their enquiries): name, email and phone null,
//   erased_at and erasure_ref set; the timeline keeps its events but a note's text is cleared, and an
//   'erased' event is added.
// - enquiries, partner_enquiries (developer form), owner_listings, individual_enquiries: name, email,
//   phone, messages and remarks blanked ('' where the column is NOT NULL, 'Erased' for a name), source
//   URLs cut before their query string; enquiry_tracking: the ids that point at a person (gclid,
//   adid, the ad platform's lead_id) and the physical location.
// - audit_log entries about those leads and enquiries: any personal value is replaced.
// - otp_requests, otp_verifications (and their wrong guesses) of the phone or email, and any
//   rate-limit key naming the phone: deleted.
// - blog_comments sent under one of the buyer's emails: deleted.
// The erasure itself is recorded in the audit log under its reference, with counts only.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { JsonValue } from '../db/column-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { jsonb, qb, run } from '../db/kysely.ts';
import type { Phone } from '../lib/phone.ts';
import { recordAudit } from '../plugins/app/audit-log.ts';
import { SYSTEM_ACTOR, recordLeadEvent } from './lead-events.ts';

/** What a blanked NOT NULL name reads as. */
export const ERASED_NAME = 'Erased';

export interface ErasureSubject {
  userId: string;
  phone: Phone;
  name: string;
  email: string;
}

export interface ErasureReceiptData {
  reference: string;
  erased_at: string;
  erased: string[];
}

/** Letters and digits that can't be misread over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'ER-20261127-7F3K2Q': the day (India time) and six characters. */
export function erasureReference(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).replaceAll('-', '');
  const code = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
    '',
  );
  return `ER-${day}-${code}`;
}

/** Keys of an audit entry's before/after that hold a person's words or details. */
const PERSONAL_KEYS = new Set([
  'name',
  'email',
  'email_id',
  'phone',
  'phone_number',
  'contact_number',
  'note',
  'text',
  'message',
  'description',
  'remarks',
]);

/** A JSON value with every personal key's value and every string holding a personal value replaced. */
export function scrubJson(value: JsonValue, personal: readonly string[]): JsonValue {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return personal.some((needle) => lower.includes(needle)) ? '[erased]' : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, personal));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        PERSONAL_KEYS.has(key) && item !== null ? '[erased]' : scrubJson(item as JsonValue, personal),
      ]),
    );
  }
  return value;
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
const nationalOf = (column: string) => sql<string>`ltrim(${sql.ref(column)}, '0')`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function scrubAudit(tx: Queryable, recordIds: string[], personal: string[]): Promise<number> {
  if (recordIds.length === 0) return 0;
  const rows = await run(
    tx,
    qb.selectFrom('audit_log').select(['id', 'before', 'after']).where('record_id', 'in', recordIds),
  );
  let changed = 0;
  for (const row of rows) {
    const parse = (value: JsonValue | null) =>
      value === null ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as JsonValue);
    const before = parse(row.before as JsonValue | null);
    const after = parse(row.after as JsonValue | null);
    const scrubbedBefore = before === null ? null : scrubJson(before, personal);
    const scrubbedAfter = after === null ? null : scrubJson(after, personal);
    if (
      JSON.stringify(scrubbedBefore) === JSON.stringify(before) &&
      JSON.stringify(scrubbedAfter) === JSON.stringify(after)
    )
      continue;
    await run(
      tx,
      qb
        .updateTable('audit_log')
        .set({
          before: scrubbedBefore === null ? null : jsonb(scrubbedBefore),
          after: scrubbedAfter === null ? null : jsonb(scrubbedAfter),
        })
        .where('id', '=', row.id),
    );
    changed += 1;
  }
  return changed;
}

/** Erases the buyer in one transaction; returns the receipt. */
export async function eraseBuyer(db: Db, subject: ErasureSubject, now: Date): Promise<ErasureReceiptData> {
  const { phone } = subject;
  const national = phone.nationalNumber;
  const reference = erasureReference(now);
  const personal = [subject.name, subject.email, national, phone.e164]
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length >= 4);

  return db.transaction(async (tx) => {
    // Everything this phone's buyer sent, however it was typed, and the leads it is linked to.
    const samePhone = (codeColumn: string | null, numberColumn: string) =>
      codeColumn === null
        ? sql<boolean>`${phone.countryCode} = '+91' AND ${nationalOf(numberColumn)} = ${national}`
        : sql<boolean>`${sql.ref(codeColumn)} = ${phone.countryCode} AND ${nationalOf(numberColumn)} = ${national}`;
    const ownLeads = ids(
      await run(tx, qb.selectFrom('leads').select('id').where('phone', '=', phone.e164).forUpdate()),
    );
    const inLeads = (column: 'lead_id') =>
      ownLeads.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`${sql.ref(column)} IN (${sql.join(ownLeads)})`;
    const enquiries = await run(
      tx,
      qb
        .selectFrom('enquiries')
        .select(['id', 'lead_id'])
        .where((eb) =>
          eb.or([eb('user_id', '=', subject.userId), samePhone('country_code', 'phone'), inLeads('lead_id')]),
        ),
    );
    const developerForms = await run(
      tx,
      qb
        .selectFrom('partner_enquiries')
        .select(['id', 'lead_id'])
        .where((eb) => eb.or([samePhone(null, 'contact_number'), inLeads('lead_id')])),
    );
    const ownerListings = await run(
      tx,
      qb
        .selectFrom('owner_listings')
        .select(['id', 'lead_id'])
        .where((eb) => eb.or([samePhone(null, 'phone_number'), inLeads('lead_id')])),
    );
    const leadIds = [
      ...new Set([
        ...ownLeads,
        ...[...enquiries, ...developerForms, ...ownerListings]
          .map((row) => row.lead_id)
          .filter((id): id is string => id !== null),
      ]),
    ];
    const enquiryIds = ids(enquiries);
    const developerIds = ids(developerForms);
    const ownerIds = ids(ownerListings);
    // The emails the buyer gave, read before they are blanked: their blog comments go too.
    const emails = [
      subject.email,
      ...(enquiryIds.length === 0
        ? []
        : await run(tx, qb.selectFrom('enquiries').select('email').where('id', 'in', enquiryIds))
      ).map((row) => row.email),
    ]
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.includes('@'));
    const cutQuery = (column: string) => sql<string>`regexp_replace(${sql.ref(column)}, '[?#].*$', '')`;

    if (enquiryIds.length > 0) {
      await run(
        tx,
        qb
          .updateTable('enquiries')
          .set({
            name: ERASED_NAME,
            email: '',
            phone: '',
            description: null,
            source_url: cutQuery('source_url'),
            user_id: null,
            idempotency_key: null,
            request_hash: null,
          })
          .where('id', 'in', enquiryIds),
      );
      await run(
        tx,
        qb
          .updateTable('enquiry_tracking')
          .set({ gclid: null, adid: null, lead_id: null, loc_physical_ms: null })
          .where('enquiry_id', 'in', enquiryIds),
      );
    }
    if (developerIds.length > 0)
      await run(
        tx,
        qb
          .updateTable('partner_enquiries')
          .set({
            name: ERASED_NAME,
            email_id: '',
            contact_number: '',
            remarks: '',
            notes: '',
            idempotency_key: null,
            request_hash: null,
          })
          .where('id', 'in', developerIds),
      );
    if (ownerIds.length > 0)
      await run(
        tx,
        qb
          .updateTable('owner_listings')
          .set({
            name: ERASED_NAME,
            email: '',
            phone_number: '',
            villa_number: '',
            idempotency_key: null,
            request_hash: null,
          })
          .where('id', 'in', ownerIds),
      );
    // The enquiry table of the first site, kept for its rows.
    await run(
      tx,
      qb
        .updateTable('individual_enquiries')
        .set({
          name: ERASED_NAME,
          email: '',
          phone_number: '',
          message: null,
          source_url: cutQuery('source_url'),
        })
        .where(samePhone('country_code', 'phone_number')),
    );

    for (const [index, leadId] of leadIds.entries()) {
      await run(
        tx,
        qb
          .updateTable('leads')
          .set({
            name: null,
            email: null,
            phone: null,
            erased_at: now,
            erasure_ref: index === 0 ? reference : `${reference}-${index + 1}`,
            updated_at: now,
          })
          .where('id', '=', leadId),
      );
    }
    if (leadIds.length > 0) {
      await run(
        tx,
        qb
          .updateTable('lead_events')
          .set({ data: jsonb({ erased: true }) })
          .where('lead_id', 'in', leadIds)
          .where('type', '=', 'note'),
      );
      // Anything else a timeline entry's data held that names the buyer.
      const events = await run(
        tx,
        qb
          .selectFrom('lead_events')
          .select(['id', 'data'])
          .where('lead_id', 'in', leadIds)
          .where('type', '<>', 'note'),
      );
      for (const event of events) {
        const data = (typeof event.data === 'string' ? JSON.parse(event.data) : event.data) as JsonValue;
        const scrubbed = scrubJson(data, personal);
        if (JSON.stringify(scrubbed) !== JSON.stringify(data))
          await run(
            tx,
            qb
              .updateTable('lead_events')
              .set({ data: jsonb(scrubbed) })
              .where('id', '=', event.id),
          );
      }
      for (const leadId of leadIds)
        await recordLeadEvent(tx, {
          leadId,
          type: 'erased',
          at: now,
          actor: SYSTEM_ACTOR,
          data: { reference },
        });
    }
    await scrubAudit(tx, [...leadIds, ...enquiryIds, ...developerIds, ...ownerIds], personal);

    const [saved] = await run(
      tx,
      qb
        .with('gone', (db) =>
          db.deleteFrom('saved_filters').where('user_id', '=', subject.userId).returning('id'),
        )
        .selectFrom('gone')
        .select(sql<number>`count(*)::int`.as('count')),
    );
    const [wishlist] = await run(
      tx,
      qb
        .selectFrom('wishlists')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', subject.userId),
    );
    const [places] = await run(
      tx,
      qb
        .selectFrom('my_places')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', subject.userId),
    );
    // Sessions, the wishlist and the places go with the user (ON DELETE CASCADE).
    await run(tx, qb.deleteFrom('users').where('id', '=', subject.userId));
    await run(
      tx,
      qb
        .deleteFrom('otp_requests')
        .where((eb) =>
          eb.or([
            eb.and([eb('phone_code', '=', phone.countryCode), eb('phone_number', '=', national)]),
            eb(sql`lower(email)`, '=', subject.email.toLowerCase()),
          ]),
        ),
    );
    await run(
      tx,
      qb
        .deleteFrom('otp_verifications')
        .where('phone_code', '=', phone.countryCode)
        .where('phone_number', '=', national),
    );
    await run(
      tx,
      qb
        .deleteFrom('rate_limit_hits')
        .where((eb) => eb.or([eb('key', 'like', `%${national}%`), eb('key', 'like', `%${phone.e164}%`)])),
    );

    // Comments on the blog sent under one of the buyer's emails: what they wrote, and who they said.
    const [comments] =
      emails.length === 0
        ? []
        : await run(
            tx,
            qb
              .with('gone', (db) =>
                db
                  .deleteFrom('blog_comments')
                  .where(sql<string>`lower(email)`, 'in', [...new Set(emails)])
                  .returning('id'),
              )
              .selectFrom('gone')
              .select(sql<number>`count(*)::int`.as('count')),
          );

    const enquiryCount = enquiryIds.length + developerIds.length + ownerIds.length;
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'buyer.erase',
      recordType: 'erasure',
      recordId: reference,
      before: null,
      after: { leads: leadIds.length, enquiries: enquiryCount, saved_filters: saved?.count ?? 0 },
    });

    return {
      reference,
      erased_at: now.toISOString(),
      erased: [
        'Your account, and every session it was signed in with',
        `Your wishlist (${plural(wishlist?.count ?? 0, 'villa', 'villas')})`,
        `Your saved searches (${saved?.count ?? 0})`,
        ...(places?.count ? [`Your places (${places.count})`] : []),
        `Your name, phone number and email in ${plural(enquiryCount, 'enquiry', 'enquiries')}`,
        "Your name, phone number, email and our team's notes in your record with our sales team",
        'The codes we sent to your phone',
        ...(comments?.count ? [`Your comments on our blog (${comments.count})`] : []),
      ],
    };
  });
}
