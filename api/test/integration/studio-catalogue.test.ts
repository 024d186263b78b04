// Issue 26, catalogue: an editor publishes, withdraws and archives projects and villas in the studio;
// buyers' listing and detail answers follow at once (cached answers and ETags included), the moves
// a listing can't make are refused with a message and change nothing, and each move is audited.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import { UNPUBLISHED_PROJECT_MESSAGE } from '../../src/plugins/app/studio-catalogue-repository.ts';
import type { AuditListResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress, newPhone, verifiedPhone } from '../helpers/otp.ts';

let app: FastifyInstance;
let editor: string;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp();
  editor = await staffToken('editor');
  admin = await staffToken('admin');
});
afterAll(() => app.close());

const query = async <T>(sql: string, params: unknown[] = []) => (await getTestDb()).query<T>(sql, params);

async function staffToken(role: 'editor' | 'admin'): Promise<string> {
  const mobile = newPhone();
  await createStaffRepository(await getTestDb()).add(COMMAND_LINE_ACTOR, {
    name: `Studio ${role}`,
    phone: normalisePhone('+91', mobile),
    role,
  });
  const { verificationId } = await verifiedPhone(app, mobile);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/studio/auth/session',
    payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
    remoteAddress: newAddress(),
  });
  return response.json<{ data: { token: string } }>().data.token;
}

const move = (kind: 'projects' | 'units', id: string, status: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/studio/${kind}/${id}/status`,
    headers: { authorization: `Bearer ${editor}` },
    payload: { status },
  });

/** A published project of Bengaluru with published villas, and one of them. */
async function aProject() {
  const [unit] = await query<{ id: string; slug: string; project_id: string; project_slug: string }>(
    `SELECT u.id, u.slug, u.project_id, p.slug AS project_slug FROM units u JOIN projects p ON p.id = u.project_id
     JOIN cities c ON c.id = p.city_id
     WHERE c.name = 'Bengaluru' AND u.status = 'published' AND p.status = 'published'
       AND (SELECT count(*) FROM units v WHERE v.project_id = p.id AND v.status = 'published') >= 2
     ORDER BY p.slug DESC, u.price LIMIT 1`,
  );
  return unit!;
}

const listingTotal = async () =>
  (await app.inject({ url: '/api/v1/projects/units?page=1&limit=1&city=Bengaluru' })).json<{
    total: number;
  }>().total;

describe('the studio catalogue', () => {
  it('a withdrawn villa leaves the listing and answers 410 at once, and comes back when published', async () => {
    const unit = await aProject();
    const before = await listingTotal();
    const detail = await app.inject({ url: `/api/v1/projects/units/slug/${unit.slug}` });
    expect(detail.statusCode).toBe(200);
    const etag = detail.headers.etag!;

    expect((await move('units', unit.id, 'withdrawn')).json()).toMatchObject({
      data: { status: 'withdrawn' },
    });
    expect(await listingTotal()).toBe(before - 1);
    const gone = await app.inject({
      url: `/api/v1/projects/units/slug/${unit.slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(gone.statusCode).toBe(410);

    expect((await move('units', unit.id, 'published')).statusCode).toBe(200);
    expect(await listingTotal()).toBe(before);
    // The same villa as before: the same content, so the ETag it had still holds.
    const back = await app.inject({
      url: `/api/v1/projects/units/slug/${unit.slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(back.statusCode).toBe(304);
  });

  it('a withdrawn project takes its villas down with it; they wait for the team once it is back', async () => {
    const unit = await aProject();
    const published = async () =>
      (
        await query<{ n: number }>(
          "SELECT count(*)::int AS n FROM units WHERE project_id = $1 AND status = 'published'",
          [unit.project_id],
        )
      )[0]!.n;
    const villas = await published();
    expect((await move('projects', unit.project_id, 'withdrawn')).statusCode).toBe(200);
    expect(await published()).toBe(0);
    expect((await app.inject({ url: `/api/v1/projects/slug/${unit.project_slug}` })).statusCode).toBe(410);

    const refused = await move('units', unit.id, 'published');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(UNPUBLISHED_PROJECT_MESSAGE);

    expect((await move('projects', unit.project_id, 'published')).statusCode).toBe(200);
    expect(await published()).toBe(0);
    expect((await move('units', unit.id, 'published')).statusCode).toBe(200);
    expect(await published()).toBe(1);

    const audit = await app.inject({
      url: `/api/v1/studio/audit?record_type=project&record_id=${unit.project_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const [republished, withdrawn] = audit.json<AuditListResponse>().data.entries;
    expect(republished).toMatchObject({ action: 'project.published', before: { status: 'withdrawn' } });
    expect(withdrawn).toMatchObject({ action: 'project.withdrawn', after: { status: 'withdrawn' } });
    expect((withdrawn!.after as { units_taken_down: string[] }).units_taken_down).toHaveLength(villas);

    // Put the rest back as they were, for the files after this one.
    await query("UPDATE units SET status = 'published' WHERE project_id = $1", [unit.project_id]);
  });

  it('refuses a move a listing cannot make, with a message, and changes nothing', async () => {
    const unit = await aProject();
    const cases: [string, string][] = [
      ['draft', 'A published villa can be withdrawn or archived, not draft.'],
      ['published', 'The villa is published already.'],
    ];
    for (const [status, message] of cases) {
      const refused = await move('units', unit.id, status);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    const unknown = await move('units', unit.id, 'sold');
    expect(unknown.statusCode).toBe(400);
    expect((await move('units', '0123456789abcdef01234567', 'withdrawn')).statusCode).toBe(404);
    const [row] = await query<{ status: string }>('SELECT status FROM units WHERE id = $1', [unit.id]);
    expect(row!.status).toBe('published');
  });

  it('archived is for good', async () => {
    const unit = await aProject();
    expect((await move('units', unit.id, 'archived')).statusCode).toBe(200);
    const refused = await move('units', unit.id, 'published');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("The villa is archived, for good: it can't be published again.");
    await query("UPDATE units SET status = 'published' WHERE id = $1", [unit.id]); // for the files after this one
  });

  it("lists projects in every state with their villas counted by state, and a project's villas", async () => {
    const unit = await aProject();
    const [draft] = await query<{ id: string }>(
      "UPDATE projects SET status = 'draft' WHERE id = (SELECT id FROM projects WHERE status = 'published' ORDER BY slug LIMIT 1) RETURNING id",
    );
    const drafts = await app.inject({
      url: '/api/v1/studio/projects?status=draft',
      headers: { authorization: `Bearer ${editor}` },
    });
    const { projects, pagination } = drafts.json<{
      data: { projects: { status: string }[]; pagination: { total: number } };
    }>().data;
    expect(pagination.total).toBeGreaterThan(0);
    expect(projects.every((project) => project.status === 'draft')).toBe(true);
    const units = await app.inject({
      url: `/api/v1/studio/projects/${unit.project_id}/units`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(units.json<{ data: { _id: string }[] }>().data.map((row) => row._id)).toContain(unit.id);
    // As it was, for the files after this one.
    await query("UPDATE projects SET status = 'published' WHERE id = $1", [draft!.id]);
    await query("UPDATE units SET status = 'published' WHERE project_id = $1", [draft!.id]);
  });
});
