// The studio catalogue editor's tests (studio-catalogue-edit, -buyer, studio-owner-review): an app on
// a database of its own (they add to the catalogue), an editor's and an admin's sessions, a city and
// location of Bengaluru, and calls as the studio makes them. The web root's shell renders a villa's
// page with its price, read through the API as the real detail page does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import type { AuditListResponse, StudioProjectRecord, StudioUnitRecord } from '../../src/schemas/index.ts';
import { buildTestApp } from './app.ts';
import { openPrivateTestDb } from './database.ts';
import { newAddress, newPhone, verifiedPhone } from './otp.ts';
import { png, upload, type UploadAnswer } from './uploads.ts';

const SHELL_BUILD = `
exports.sharedModules = {};
exports.renderPage = async ({ url, fetchApi }) => {
  const slug = url.split('/')[2];
  const answer = await (await fetchApi('/api/v1/projects/units/slug/' + slug, { method: 'GET' })).json();
  return { html: '<p class="price">' + answer.data.price + '</p>', styles: '', head: '', firstScreen: {} };
};
`;

export const VILLA = {
  name: '4 BHK Villa A1',
  price: 32_500_000,
  builtup_area: 3200,
  plot_area: 2400,
  unit_type: 'Duplex',
  room: 4,
  bathrooms: 5,
  parking: 2,
  facing: 'East',
  furnishing: 'Semi-Furnished',
};

export async function openStudioCatalogue(overrides: Partial<Config> = {}, clock?: () => number) {
  const { db, close: closeDb } = await openPrivateTestDb();
  const webRoot = mkdtempSync(path.join(tmpdir(), 'villa-studio-edit-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  };
  write('shell/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  write('shell/remotes.json', JSON.stringify({ detail: '/mfe/detail/mf-manifest.json' }));
  write('shell/ssr/server.cjs', SHELL_BUILD);
  write('detail/mf-manifest.json', '{}');
  const app: FastifyInstance = await buildTestApp({ webRoot, ...overrides }, db, clock ? { clock } : {});

  async function staffToken(role: 'editor' | 'admin' | 'sales'): Promise<string> {
    const mobile = newPhone();
    await createStaffRepository(db).add(COMMAND_LINE_ACTOR, {
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
  const editor = await staffToken('editor');
  const admin = await staffToken('admin');
  const [place] = await db.query<{ city_id: string; location_id: string; lat: number; lng: number }>(
    `SELECT c.id AS city_id, l.id AS location_id, l.lat, l.lng FROM locations l JOIN cities c ON c.id = l.city_id
     WHERE c.name = 'Bengaluru' ORDER BY l.name LIMIT 1`,
  );

  const studio = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/studio${url}`,
      headers: { authorization: `Bearer ${editor}` },
      ...(payload && { payload }),
    });

  return {
    app,
    db: db as Db,
    editor,
    admin,
    place: place!,
    staffToken,
    studio,
    async createProject(fields: object = {}): Promise<StudioProjectRecord> {
      const response = await studio('POST', '/projects', {
        name: 'Tamarind Grove Villas',
        builder: 'Studio Test Builders',
        property_kind: 'Villa',
        city_id: place!.city_id,
        location_id: place!.location_id,
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: StudioProjectRecord }>().data;
    },
    async createUnit(projectId: string, fields: object = {}): Promise<StudioUnitRecord> {
      const response = await studio('POST', `/projects/${projectId}/units`, { ...VILLA, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: StudioUnitRecord }>().data;
    },
    /** Photos uploaded as the studio sends them: one submission, several files a request. */
    async uploadPhotos(count: number, token = editor): Promise<string[]> {
      const files = await Promise.all(
        Array.from({ length: count }, async (_, n) => ({
          name: `photo-${n}.png`,
          bytes: await png(640, 480),
        })),
      );
      const response = await upload(app, files, undefined, { authorization: `Bearer ${token}` });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<UploadAnswer>().data.map((image) => image._id);
    },
    async auditOf(recordType: string, recordId: string) {
      const response = await app.inject({
        url: `/api/v1/studio/audit?record_type=${recordType}&record_id=${recordId}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      return response.json<AuditListResponse>().data.entries;
    },
    move: (kind: 'projects' | 'units', id: string, status: string) =>
      studio('POST', `/${kind}/${id}/status`, { status }),
    async close() {
      await app.close();
      await closeDb();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

export type StudioCatalogue = Awaited<ReturnType<typeof openStudioCatalogue>>;
