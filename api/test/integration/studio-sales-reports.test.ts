// Issue 27, the reports: leads by source, partner (with its verified share), project, city and week
// (India time), conversion from stage to stage, time to first contact (p50, p90), each also a CSV.
// The known dataset lives in March 2003, a time no other test writes, and each request asks for it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadReportTable } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn } from '../helpers/otp.ts';
import { insertEnquiry, insertLead, signedInManager, type Manager } from '../helpers/sales-fixtures.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

let app: FastifyInstance;
let alpha: Manager;
let beta: Manager;
let project: { id: string; name: string; city: string };

// Monday 3 March 2003, 10:00 in India (ISO week 2003-W10).
const T = new Date('2003-03-03T04:30:00Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);
const RANGE = 'from=2003-03-01&to=2003-03-31';

beforeAll(async () => {
  app = await buildTestApp();
  alpha = await signedInManager(app, 'Rep Alpha');
  beta = await signedInManager(app, 'Rep Beta');
  const db = await getTestDb();
  const [first] = await db.query<{ id: string; name: string; city: string }>(
    `SELECT p.id, p.name, c.name AS city FROM projects p JOIN cities c ON c.id = p.city_id ORDER BY p.id LIMIT 1`,
  );
  project = first!;
  const [city] = await db.query<{ id: string }>(`SELECT id FROM cities WHERE name = 'Bengaluru'`);
  const buyer = await loggedIn(app);
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone_number = $1', [
    buyer.phone,
  ]);

  const l1 = await insertLead({
    managerId: alpha.memberId,
    cityId: city!.id,
    stage: 'booked',
    history: ['contacted', 'qualified', 'visit_scheduled', 'visit_done', 'booked'],
    createdAt: T,
    firstContactAt: minutes(10),
  });
  const l2 = await insertLead({
    managerId: alpha.memberId,
    cityId: city!.id,
    stage: 'lost',
    history: ['contacted', 'lost'],
    createdAt: T,
    firstContactAt: minutes(20),
  });
  const l3 = await insertLead({
    managerId: beta.memberId,
    cityId: city!.id,
    stage: 'qualified',
    temperature: 'hot',
    history: ['contacted', 'qualified'],
    createdAt: T,
    firstContactAt: minutes(30),
  });
  const l4 = await insertLead({ managerId: beta.memberId, createdAt: T });
  // Erased: it counts, unassigned, its first contact measured from its arrival.
  const l5 = await insertLead({
    cityId: city!.id,
    stage: 'contacted',
    history: ['contacted'],
    createdAt: T,
    firstContactAt: minutes(40),
    erased: true,
  });
  await insertEnquiry(l1.id, {
    kind: 'project',
    at: T,
    projectId: project.id,
    primarySource: 'google',
    partner: 'acme',
    userId: user!.id,
  });
  // 00:30 on Monday 10 March in India, still Sunday the 9th (week 10) in UTC: week 11 here.
  await insertEnquiry(l1.id, { kind: 'interest', at: new Date('2003-03-09T19:00:00Z') });
  await insertEnquiry(l2.id, { kind: 'partner', at: T, partner: 'acme' });
  await insertEnquiry(l3.id, { kind: 'project', at: T, projectId: project.id, gclid: 'g-1' });
  await insertEnquiry(l4.id, { kind: 'expert', at: T, primarySource: 'google' });
  await insertEnquiry(l5.id, { kind: 'partner', at: T, partner: 'zeta', userId: user!.id });
});
afterAll(() => app.close());

const report = async (name: string, query = RANGE, token = alpha.token) => {
  const response = await app.inject({
    url: `/api/v1/studio/leads/reports/${name}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LeadReportTable }>().data;
};

describe('the reports', () => {
  it('count enquiries by source, direct when none is known', async () => {
    const table = await report('sources');
    expect(table.columns).toEqual(['Source', 'Enquiries', 'Leads', 'Share of enquiries %']);
    expect(table.rows).toEqual([
      ['google', 2, 2, 33.3],
      ['direct', 1, 1, 16.7],
      ['google_ads', 1, 1, 16.7],
      ['partner: acme', 1, 1, 16.7],
      ['partner: zeta', 1, 1, 16.7],
    ]);
  });

  it("count each partner's enquiries and leads, and the share sent with a verified phone", async () => {
    expect((await report('partners')).rows).toEqual([
      ['acme', 2, 2, 1, 50],
      ['zeta', 1, 1, 1, 100],
    ]);
  });

  it('count enquiries by project, by city and by India-time ISO week', async () => {
    expect((await report('projects')).rows).toEqual([[project.name, project.city, 2, 2]]);
    expect((await report('cities')).rows).toEqual([
      ['Bengaluru', 4, 1, 1],
      ['No city', 1, 0, 0],
    ]);
    expect((await report('weeks')).rows).toEqual([
      ['2003-W10', 5, 5, 5],
      ['2003-W11', 1, 1, 0],
    ]);
    // to is inclusive in India time: the 9th ends before the enquiry of 00:30 on the 10th.
    expect((await report('weeks', 'from=2003-03-01&to=2003-03-09')).rows).toEqual([['2003-W10', 5, 5, 5]]);
  });

  it('show how many leads reached each stage and the share of the stage before', async () => {
    const table = await report('conversion');
    expect(table.rows).toEqual([
      ['New', 5, 100],
      ['Contacted', 4, 80],
      ['Qualified', 2, 50],
      ['Site visit scheduled', 1, 50],
      ['Visit done', 1, 100],
      ['Booked', 1, 100],
      ['Lost', 1, 20],
    ]);
  });

  it('give p50 and p90 minutes to first contact, for everyone and per manager', async () => {
    const table = await report('first_contact');
    expect(table.columns).toEqual(['Manager', 'Leads', 'Contacted', 'p50 minutes', 'p90 minutes']);
    expect(table.rows).toEqual([
      ['Everyone', 5, 4, 25, 37],
      ['Rep Alpha', 2, 2, 15, 19],
      ['Rep Beta', 2, 1, 30, 30],
      ['Unassigned', 1, 1, 40, 40],
    ]);
  });

  it('download as CSV with the same rows, no cell a formula', async () => {
    const response = await app.inject({
      url: `/api/v1/studio/leads/reports/partners?${RANGE}&format=csv`,
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-partners-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      'Partner,Enquiries,Leads,Verified,Verified share %\r\nacme,2,2,1,50\r\nzeta,1,1,1,100\r\n',
    );

    // A tracking field from the public that a spreadsheet would run (March 2004, a month of its own).
    const lead = await insertLead({ createdAt: new Date('2004-03-03T04:30:00Z') });
    await insertEnquiry(lead.id, { at: new Date('2004-03-03T04:30:00Z'), primarySource: '=SUM(A1:A9)' });
    const risky = await app.inject({
      url: '/api/v1/studio/leads/reports/sources?from=2004-03-01&to=2004-03-31&format=csv',
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(risky.body).toBe("Source,Enquiries,Leads,Share of enquiries %\r\n'=SUM(A1:A9),1,1,100\r\n");
  });

  it('are the same for an admin and refused to an editor', async () => {
    const admin = await signedInStaff(app, 'Report Admin', 'admin');
    expect((await report('partners', RANGE, admin.token)).rows).toEqual((await report('partners')).rows);
    const editor = await signedInStaff(app, 'Report Editor', 'editor');
    const refused = await app.inject({
      url: `/api/v1/studio/leads/reports/sources?${RANGE}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await app.inject({
      url: '/api/v1/studio/leads/reports/astrology',
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
