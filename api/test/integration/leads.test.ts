// Issue 8, part 5: the sales team reads the leads with `npm run leads`: every enquiry with its
// source, tracking, partner and whether the phone passed an OTP, as CSV or JSON, also while the
// server holds the embedded database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv, listLeads, listLeadsOfKind } from '../../src/leads/leads.ts';
import { newId } from '../../src/lib/ids.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn, newAddress, newPhone } from '../helpers/otp.ts';
import { insertEnquiry, insertLead } from '../helpers/sales-fixtures.ts';
import { runTeamCli } from '../helpers/team-cli.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const PARTNER = 'https://partner.example.com';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ partners: [{ id: 'acme', origins: [PARTNER] }] });
});
afterAll(() => app.close());

const postEnquiry = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/client/enquiries',
    remoteAddress: newAddress(),
    headers,
    payload: { email: 'buyer@example.com', country_code: '+91', ...body },
  });

describe('the leads', () => {
  it('list each enquiry with its unit, source, tracking, call time, partner and whether the phone is verified', async () => {
    const db = await getTestDb();
    const since = new Date();
    const [unit] = await db.query<{ id: string; name: string; project: string }>(
      'SELECT u.id, u.name, p.name AS project FROM units u JOIN projects p ON p.id = u.project_id LIMIT 1',
    );
    const verifiedPhone = (await loggedIn(app)).phone;
    const otherPhone = newPhone();
    expect(
      (
        await postEnquiry(
          {
            name: 'Asha Rao',
            phone: verifiedPhone,
            title: 'Palm Villa',
            unit: unit!.id,
            source_url: 'https://villas.example/unit/x/?gclid=abc',
            gclid: 'abc',
            campaign_name: 'diwali',
            scheduled_time_of_visit: '2026-12-05T10:30:00+05:30',
            partner: 'acme',
          },
          { origin: PARTNER },
        )
      ).statusCode,
    ).toBe(201);
    expect((await postEnquiry({ name: 'Ravi Kumar', phone: otherPhone })).statusCode).toBe(201);

    const leads = await listLeads(db, since);

    expect(leads).toHaveLength(2);
    expect(leads[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST$/),
      name: 'Asha Rao',
      phone: `+91${verifiedPhone}`,
      email: 'buyer@example.com',
      title: 'Palm Villa',
      unit: unit!.name,
      project: unit!.project,
      source_url: 'https://villas.example/unit/x/?gclid=abc',
      tracking: 'campaign_name=diwali; gclid=abc',
      scheduled_call: '2026-12-05 10:30:00 IST',
      partner: 'acme',
      // The phone has an account, but this enquiry came with no session of it: acme is not paid for it.
      partner_verified: 'no',
      verified: 'yes',
      // The inbox's intake decides these (other tests cover them); an unlinked enquiry has ''.
      stage: expect.stringMatching(/^(new)?$/),
      manager: expect.any(String),
    });
    expect(leads[1]).toMatchObject({
      name: 'Ravi Kumar',
      phone: `+91${otherPhone}`,
      verified: 'no',
      partner: '',
      partner_verified: '',
    });
  });

  it('are CSV a spreadsheet opens safely: quoted where needed, and no cell a formula', () => {
    const lead = {
      time: '2026-11-24 10:47:35 IST',
      name: '=HYPERLINK("http://evil.example","Call me")',
      phone: '+919876543210',
      email: 'a@example.com',
      title: 'Villa, 4 BHK',
      unit: '',
      project: '',
      source_url: '',
      tracking: '',
      scheduled_call: '',
      partner: 'acme',
      partner_verified: 'no' as const,
      verified: 'no' as const,
      stage: 'contacted',
      manager: '@Meera',
    };
    expect(leadsCsv([lead])).toBe(
      'time,name,phone,email,title,unit,project,source_url,tracking,scheduled_call,partner,partner_verified,verified,stage,manager\r\n' +
        `2026-11-24 10:47:35 IST,"'=HYPERLINK(""http://evil.example"",""Call me"")",+919876543210,a@example.com,"Villa, 4 BHK",,,,,,acme,no,no,contacted,'@Meera\r\n`,
    );
  });

  it("show each enquiry's lead stage and manager, and leave erased buyers out of every kind", async () => {
    const db = await getTestDb();
    const since = new Date(Date.now() - 1000);
    const member = newId();
    await db.query(
      `INSERT INTO sales_team (id, name, exp, location, designation, email, phone) VALUES ($1, 'Meera Nair', 3, 'Bengaluru', 'RM', 'm@example.com', '+919800000001')`,
      [member],
    );
    const kept = await insertLead({ name: 'Kept Buyer', managerId: member, stage: 'visit_scheduled' });
    const erased = await insertLead({ erased: true });
    await insertEnquiry(kept.id, { phone: kept.phone.slice(3) });
    const erasedMobile = newPhone();
    await insertEnquiry(erased.id, { phone: erasedMobile });
    await db.query(
      `INSERT INTO partner_enquiries (id, name, email_id, contact_number, developer_name, project_name, stage,
         is_project_rera_registered, remarks, lead_id)
       VALUES ($1, '', '', '9800000002', 'Erased Builders', 'Gone Greens', 'Launched', false, '', $2)`,
      [newId(), erased.id],
    );

    const leads = await listLeads(db, since);
    expect(leads.filter((lead) => lead.phone === kept.phone)).toEqual([
      expect.objectContaining({ stage: 'visit_scheduled', manager: 'Meera Nair' }),
    ]);
    // The erased lead's enquiry (written with a name and phone by the fixture) is not exported.
    expect(leads.filter((lead) => lead.phone === `+91${erasedMobile}`)).toEqual([]);
    const developers = await listLeadsOfKind(db, 'partners', null, '');
    expect(developers.map((lead) => (lead as { developer: string }).developer)).not.toContain(
      'Erased Builders',
    );
  });
});

describe('npm run leads, while the server holds the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-leads-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_ON_START: '0' });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.stopped();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const leadsCommand = (...args: string[]) =>
    runTeamCli('src/leads/leads-cli.ts', args, { dataDir, baseUrl: server.baseUrl });

  it('reads the enquiries through the server, as CSV, JSON or into a file, and --since filters them', async () => {
    const posted = await fetch(`${server.baseUrl}/api/v1/client/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '9876501234',
        country_code: '+91',
      }),
    });
    expect(posted.status).toBe(201);

    const csv = await leadsCommand();
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,name,phone,email,title,unit,project,source_url,tracking,scheduled_call,partner,partner_verified,verified,stage,manager',
    );
    // The stage and manager are the intake's (new, and whoever the round-robin chose) once it links a lead.
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} [\d:]{8} IST,Meera Iyer,\+919876501234,meera@example\.com,,,,,,,,,no,(new)?,[^,]*$/,
    );

    const json = await leadsCommand('--json');
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', verified: 'no' }),
    ]);

    const out = path.join(dataDir, 'leads.csv');
    expect((await leadsCommand('--out', out)).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(csv.stdout);

    const future = await leadsCommand('--since', '2100-01-01');
    expect(future.stdout.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('refuses a bad --since with a message, and the server refuses anyone without the token', async () => {
    const bad = await leadsCommand('--since', 'yesterday');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "--since must be a date like 2026-11-01 or 2026-11-01T09:30:00+05:30 (got 'yesterday')",
    );

    for (const authorization of [undefined, 'Bearer not-the-token']) {
      const response = await fetch(`${server.baseUrl}/api/v1/admin/leads`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Leads are read with `npm run leads` on the machine that runs the server.',
      );
    }
  });
});
