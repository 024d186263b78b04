// Alerts (issue 29, docs/alerts.md). One run, which the job runner starts every minute on one instance
// (plugins/app/alerts-job.ts), and tests call with the time they choose:
//   1. what happened to villas (alert_events, written by the database's triggers) becomes news for
//      the buyers it concerns: a new villa matching a search they saved, a saved villa's lower price;
//   2. a buyer with news, alerts on and no digest in the last day gets one SMS with all of it, in
//      the day's sending hours, India time.
// Each step is a transaction, so a crash leaves the events to read or the news to send again; an SMS
// is sent before its news is marked sent, so a crash between the two may send it twice, never lose it.
// Several instances may run it at once (the job runner allows one, a manual run another): events are
// taken with SKIP LOCKED and a digest is claimed before it is sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { sqlParams, unitFilterSql } from '../db/unit-filters.ts';
import { normalisePhone } from '../lib/phone.ts';
import type { UnitFilters } from '../schemas/index.ts';
import type { SmsSender } from '../sms/sender.ts';
import {
  ALERT_DIGEST_EVERY_HOURS,
  ALERT_SEND_HOURS,
  ALERT_STOP_PATH,
  SAVED_FILTER_PARAM,
} from '../contract/alerts.ts';

export interface AlertDeps {
  db: Db;
  /** The SMS sender (null: no digest goes out, and the news waits). */
  sms: SmsSender | null;
  log?: FastifyBaseLogger;
  publicUrl: string;
}

export interface AlertRunResult {
  /** Events read. */
  events: number;
  /** News written for buyers. */
  news: number;
  /** Digests sent. */
  sent: number;
}

/** Events read per transaction; a run reads them all, a batch at a time. */
const EVENT_BATCH = 500;
/** Digests one run sends at most: a backlog goes out over the next minutes. */
const DIGESTS_PER_RUN = 200;

const IST_OFFSET_MS = 330 * 60_000;

/** Whether `now` is inside the day's sending hours, India time. */
export function inSendingHours(now: Date): boolean {
  const hour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= ALERT_SEND_HOURS.from && hour < ALERT_SEND_HOURS.until;
}

interface EventRow {
  kind: 'listed' | 'price_drop';
  unit_id: string;
  price: number;
}

/** Turns one batch of events into news; false once there are none left. */
async function readEventBatch(tx: Queryable, counts: AlertRunResult): Promise<boolean> {
  const events = await tx.query<EventRow>(
    `DELETE FROM alert_events WHERE id IN (
       SELECT id FROM alert_events ORDER BY id LIMIT ${EVENT_BATCH} FOR UPDATE SKIP LOCKED
     ) RETURNING kind, unit_id, price`,
  );
  counts.events += events.length;
  const listed = [
    ...new Set(events.filter((event) => event.kind === 'listed').map((event) => event.unit_id)),
  ];
  if (listed.length > 0) counts.news += await newMatches(tx, listed);
  for (const drop of events.filter((event) => event.kind === 'price_drop')) {
    const rows = await tx.query(
      `INSERT INTO alert_news (user_id, kind, unit_id, price_was, price_now)
       SELECT w.user_id, 'price_drop', w.unit_id, w.saved_price, $2
         FROM wishlists w JOIN alert_settings s ON s.user_id = w.user_id
        WHERE w.unit_id = $1 AND w.saved_price > $2 AND s.price_drops AND s.stopped_at IS NULL
       ON CONFLICT DO NOTHING RETURNING id`,
      [drop.unit_id, drop.price],
    );
    counts.news += rows.length;
  }
  return events.length === EVENT_BATCH;
}

/** News for each search that alerts and matches one of these newly listed villas. */
async function newMatches(tx: Queryable, unitIds: string[]): Promise<number> {
  const searches = await tx.query<{ id: string; user_id: string; city_id: string; payload: UnitFilters }>(
    `SELECT a.id, a.user_id, a.city_id, f.payload
       FROM search_alerts a
       JOIN saved_filters f ON f.id = a.filter_id
       JOIN alert_settings s ON s.user_id = a.user_id
      WHERE s.stopped_at IS NULL
        AND a.city_id IN (SELECT city_id FROM units WHERE id = ANY($1))`,
    [unitIds],
  );
  let written = 0;
  for (const search of searches) {
    const params = sqlParams();
    const ids = params.add(unitIds);
    const city = params.add(search.city_id);
    const { conditions } = unitFilterSql(search.payload, params);
    const where = [`u.id = ANY(${ids})`, `u.city_id = ${city}`, `u.status = 'published'`, ...conditions];
    const searchId = params.add(search.id);
    const userId = params.add(search.user_id);
    const rows = await tx.query(
      `INSERT INTO alert_news (user_id, kind, unit_id, search_id, price_now)
       SELECT ${userId}, 'new_match', u.id, ${searchId}, u.price FROM units u WHERE ${where.join(' AND ')}
       ON CONFLICT DO NOTHING RETURNING id`,
      params.values,
    );
    written += rows.length;
  }
  return written;
}

interface WaitingNews {
  id: string;
  kind: 'new_match' | 'price_drop';
  unit_slug: string;
  city_name: string;
  filter_id: string | null;
}

/** The digest's text: what is new, a link to see each kind of news, and one to stop. */
export function digestText(news: WaitingNews[], links: { stop: string; base: string }): string {
  const matches = news.filter((item) => item.kind === 'new_match');
  const drops = news.filter((item) => item.kind === 'price_drop');
  const unitLink = (item: WaitingNews) => `${links.base}/unit/${encodeURIComponent(item.unit_slug)}/`;
  const parts: string[] = [];
  const [match] = matches;
  if (match) {
    const searches = new Set(matches.map((item) => item.filter_id));
    const see =
      matches.length === 1
        ? unitLink(match)
        : searches.size === 1
          ? `${links.base}/units?city=${encodeURIComponent(match.city_name)}&${SAVED_FILTER_PARAM}=${match.filter_id}`
          : `${links.base}/units?city=${encodeURIComponent(match.city_name)}`;
    parts.push(
      matches.length === 1
        ? `A new villa matches your search: ${see}`
        : `${matches.length} new villas match your ${searches.size === 1 ? 'search' : 'searches'}: ${see}`,
    );
  }
  const [drop] = drops;
  if (drop)
    parts.push(
      drops.length === 1
        ? `A villa you saved costs less: ${unitLink(drop)}`
        : `${drops.length} villas you saved cost less: ${links.base}/profile/wishlist`,
    );
  return `VillaNest: ${parts.join(' ')} Stop alerts: ${links.stop}`;
}

interface DueBuyer {
  user_id: string;
  token: string;
  phone_code: string;
  phone_number: string;
}

/** One buyer's digest. The SMS goes outside any transaction: a slow provider holds no lock. */
async function sendDigest(deps: AlertDeps, buyer: DueBuyer, now: Date): Promise<boolean> {
  const sentAt = now.toISOString();
  // Claimed for this run by moving last_sent_at: another instance's run finds the buyer not due.
  const claim = await deps.db.transaction(async (tx) => {
    const [settings] = await tx.query<{ last_sent_at: string | null }>(
      `SELECT last_sent_at FROM alert_settings
        WHERE user_id = $1 AND stopped_at IS NULL
          AND (last_sent_at IS NULL OR last_sent_at <= $2::timestamptz - make_interval(hours => $3))
        FOR UPDATE SKIP LOCKED`,
      [buyer.user_id, sentAt, ALERT_DIGEST_EVERY_HOURS],
    );
    if (!settings) return null;
    await tx.query(`UPDATE alert_settings SET last_sent_at = $2 WHERE user_id = $1`, [buyer.user_id, sentAt]);
    const news = await tx.query<WaitingNews & { listed: boolean }>(
      `SELECT n.id, n.kind, u.slug AS unit_slug, c.name AS city_name,
              a.filter_id, u.status = 'published' AS listed
         FROM alert_news n
         JOIN units u ON u.id = n.unit_id
         JOIN cities c ON c.id = u.city_id
         LEFT JOIN search_alerts a ON a.id = n.search_id
        WHERE n.user_id = $1 AND n.sent_at IS NULL
        ORDER BY n.id`,
      [buyer.user_id],
    );
    return { previous: settings.last_sent_at, news };
  });
  if (claim === null) return false;
  // A villa taken down since is not worth a message: its news is closed with the rest.
  const told = claim.news.filter((item) => item.listed);
  try {
    if (told.length > 0)
      await deps.sms!.send({
        kind: 'notice',
        to: normalisePhone(buyer.phone_code, buyer.phone_number),
        text: digestText(told, {
          base: deps.publicUrl,
          stop: `${deps.publicUrl}${ALERT_STOP_PATH}/${buyer.token}`,
        }),
      });
  } catch (error) {
    // Not sent: the claim is given back and the news waits for the next run.
    await deps.db.query(
      `UPDATE alert_settings SET last_sent_at = $3 WHERE user_id = $1 AND last_sent_at = $2`,
      [buyer.user_id, sentAt, claim.previous],
    );
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE alert_news SET sent_at = $2 WHERE id = ANY($1)`, [
      claim.news.map((item) => item.id),
      sentAt,
    ]);
    // Nothing was told: the day's digest is still to come.
    if (told.length === 0)
      await tx.query(`UPDATE alert_settings SET last_sent_at = $3 WHERE user_id = $1 AND last_sent_at = $2`, [
        buyer.user_id,
        sentAt,
        claim.previous,
      ]);
  });
  return told.length > 0;
}

/** Sends the digests that are due. */
async function sendDigests(deps: AlertDeps, now: Date, counts: AlertRunResult): Promise<void> {
  if (deps.sms === null || !inSendingHours(now)) return;
  const due = await deps.db.query<DueBuyer>(
    `SELECT s.user_id, s.token, u.phone_code, u.phone_number
       FROM alert_settings s JOIN users u ON u.id = s.user_id
      WHERE s.stopped_at IS NULL
        AND (s.last_sent_at IS NULL OR s.last_sent_at <= $1::timestamptz - make_interval(hours => $2))
        AND EXISTS (SELECT 1 FROM alert_news n WHERE n.user_id = s.user_id AND n.sent_at IS NULL)
      ORDER BY s.user_id LIMIT ${DIGESTS_PER_RUN}`,
    [now.toISOString(), ALERT_DIGEST_EVERY_HOURS],
  );
  for (const buyer of due) {
    try {
      if (await sendDigest(deps, buyer, now)) counts.sent += 1;
    } catch (error) {
      deps.log?.warn(
        { err: error, user: buyer.user_id },
        'Could not send an alert digest; it waits for the next run',
      );
    }
  }
}

export async function runAlerts(deps: AlertDeps, now: Date): Promise<AlertRunResult> {
  const counts: AlertRunResult = { events: 0, news: 0, sent: 0 };
  while (await deps.db.transaction((tx) => readEventBatch(tx, counts)));
  await sendDigests(deps, now, counts);
  return counts;
}
