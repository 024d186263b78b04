// Issue 26, developers' submissions: a form sent from /for-developers is in the studio's list as new;
// an editor sets its status, notes and owner on the team, each change audited; an unknown owner or a
// bad status is refused with a message and changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeveloperSubmission, DeveloperSubmissionsResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

let app: FastifyInstance;
let editor: { token: string; staffId: string };
let owner: { token: string; staffId: string };
let city: { id: string; name: string };
let location: { id: string; name: string };

beforeAll(async () => {
  app = await buildTestApp();
  editor = await signedInStaff(app, 'Submissions Editor', 'editor');
  owner = await signedInStaff(app, 'Kiran Rao', 'sales');
  const db = await getTestDb();
  [city] = (await db.query<{ id: string; name: string }>(
    "SELECT id, name FROM cities WHERE name = 'Bengaluru'",
  )) as [{ id: string; name: string }];
  [location] = (await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM locations WHERE city_id = $1 ORDER BY name LIMIT 1',
    [city.id],
  )) as [{ id: string; name: string }];
});
afterAll(() => app.close());

/** A developer sends the /for-developers form; returns the submission's id. */
async function submitForm(projectName: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/client/partners',
    remoteAddress: newAddress(),
    payload: {
      name: 'Meera Iyer',
      email_id: 'meera@greenacres.example',
      contact_number: '9876543210',
      developer_name: 'Green Acres Developers',
      project_name: projectName,
      stage: 'Launch Stage',
      is_project_rera_registered: 'yes',
      rera_number: 'PRM/KA/RERA/1251/446',
      property_type: ['Villa', 'Rowhouse'],
      configuration: ['3 BHK', '4 BHK'],
      remarks: 'Forty villas on twelve acres, launching in March.',
      city: city.id,
      location: location.id,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

const studio = (method: 'GET' | 'PATCH', url: string, payload?: object, token = editor.token) =>
  app.inject({
    method,
    url: `/api/v1/studio/submissions/developers${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const list = async (query = '') => {
  const response = await studio('GET', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeveloperSubmissionsResponse>().data;
};
const auditOf = async (id: string) =>
  (await getTestDb()).query<{ action: string; staff_id: string; before: unknown; after: unknown }>(
    'SELECT action, staff_id, before, after FROM audit_log WHERE record_id = $1 ORDER BY id',
    [id],
  );

describe("developers' submissions in the studio", () => {
  it('lists a new form first, as new, with everything the developer sent', async () => {
    const id = await submitForm('Palm Meadows');
    const { submissions, pagination } = await list();
    expect(submissions[0]).toEqual({
      _id: id,
      created_at: expect.any(String),
      name: 'Meera Iyer',
      email: 'meera@greenacres.example',
      phone: '+919876543210',
      developer_name: 'Green Acres Developers',
      project_name: 'Palm Meadows',
      stage: 'Launch Stage',
      is_project_rera_registered: true,
      rera_number: 'PRM/KA/RERA/1251/446',
      property_type: ['Villa', 'Rowhouse'],
      configuration: ['3 BHK', '4 BHK'],
      remarks: 'Forty villas on twelve acres, launching in March.',
      city: city.name,
      location: location.name,
      status: 'new',
      notes: '',
      owner: null,
      updated_at: null,
    } satisfies DeveloperSubmission);
    expect(pagination).toMatchObject({ page: 1, limit: 50 });
    expect(pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('an editor sets status, notes and owner; the list filters by status; each change is audited', async () => {
    const id = await submitForm('Lake Vista');
    const changed = await studio('PATCH', `/${id}`, {
      status: 'contacted',
      notes: 'Called Meera; site visit on Friday.',
      owner_staff_id: owner.staffId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: DeveloperSubmission }>().data).toMatchObject({
      _id: id,
      status: 'contacted',
      notes: 'Called Meera; site visit on Friday.',
      owner: { _id: owner.staffId, name: 'Kiran Rao' },
      updated_at: expect.any(String),
    });

    const contacted = await list('?status=contacted');
    expect(contacted.submissions.map((submission) => submission._id)).toContain(id);
    expect(contacted.submissions.every((submission) => submission.status === 'contacted')).toBe(true);
    expect((await list('?status=new')).submissions.map((submission) => submission._id)).not.toContain(id);

    const released = await studio('PATCH', `/${id}`, { status: 'onboarded', owner_staff_id: null });
    expect(released.json<{ data: DeveloperSubmission }>().data).toMatchObject({
      status: 'onboarded',
      notes: 'Called Meera; site visit on Friday.',
      owner: null,
    });

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'developer_submission.edit',
      'developer_submission.edit',
    ]);
    expect(entries[0]).toMatchObject({
      staff_id: editor.staffId,
      before: { status: 'new', notes: '', owner: null },
      after: { status: 'contacted', owner: { _id: owner.staffId, name: 'Kiran Rao' } },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'contacted' },
      after: { status: 'onboarded', owner: null },
    });
  });

  it('refuses an unknown owner, a bad status, an empty change or an unknown id, and changes nothing', async () => {
    const id = await submitForm('Hill Crest');
    const refusals: [string, object, number, string][] = [
      [
        id,
        { owner_staff_id: 'ffffffffffffffffffffffff' },
        400,
        'owner_staff_id: is not the id of a person on the staff',
      ],
      [id, { status: 'won' }, 400, "status: must be one of 'new', 'contacted', 'onboarded', 'declined'"],
      [id, {}, 400, 'body: send at least one of status, notes and owner_staff_id'],
      [id, { notes: 'x'.repeat(4001) }, 400, 'notes: must be at most 4000 characters'],
      [id, { status: 'declined', priority: 'high' }, 400, 'priority'],
      ['ffffffffffffffffffffffff', { status: 'declined' }, 404, "No developer's submission has this id."],
    ];
    for (const [target, body, statusCode, message] of refusals) {
      const response = await studio('PATCH', `/${target}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(statusCode);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const [row] = (await list()).submissions.filter((submission) => submission._id === id);
    expect(row).toMatchObject({ status: 'new', notes: '', owner: null, updated_at: null });
    expect(await auditOf(id)).toEqual([]);
    expect((await studio('GET', '?status=lost')).statusCode).toBe(400);
  });

  it('lists who may own one: everyone on the staff, by name and role, without phones', async () => {
    const response = await studio('GET', '/owners');
    expect(response.statusCode, response.body).toBe(200);
    const owners = response.json<{ data: { _id: string; name: string; role: string }[] }>().data;
    expect(owners).toContainEqual({ _id: owner.staffId, name: 'Kiran Rao', role: 'sales' });
    expect(owners).toContainEqual({ _id: editor.staffId, name: 'Submissions Editor', role: 'editor' });
    expect(response.body).not.toContain('phone');
  });

  it('is for editors and admins: a sales person is refused', async () => {
    expect((await studio('GET', '', undefined, owner.token)).statusCode).toBe(403);
  });
});
