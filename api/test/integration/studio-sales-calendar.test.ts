// Issue 27, the calendar: each manager's calls and site visits by day in India time, from the call a
// buyer booked and from their own bookings; a clash is an overlap with another of the same
// manager's live bookings. A sales member sees their own; an admin anyone's or everyone's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHERS_CALENDAR_MESSAGE } from '../../src/sales/calendar.ts';
import type { CalendarResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { insertBooking, insertLead, signedInManager, type Manager } from '../helpers/sales-fixtures.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

// 01:30 on 3 February 2030 in India, still the 2nd in UTC: "today" is the 3rd.
const NOW = new Date('2030-02-02T20:00:00Z');
let app: FastifyInstance;
let asha: Manager;
let bala: Manager;
let admin: Manager;
const ids: Record<string, string> = {};

/** An instant given in India time. */
const india = (text: string) => new Date(`${text}+05:30`);

beforeAll(async () => {
  app = await buildTestApp({}, undefined, { clock: () => NOW.getTime() });
  asha = await signedInManager(app, 'Asha Calendar');
  bala = await signedInManager(app, 'Bala Calendar');
  admin = await signedInManager(app, 'Admin Calendar', 'admin');
  const one = await insertLead({ name: 'Buyer One', managerId: asha.memberId });
  const two = await insertLead({ name: 'Buyer Two', managerId: asha.memberId });
  const three = await insertLead({ name: 'Buyer Three', managerId: bala.memberId });
  const erased = await insertLead({ managerId: asha.memberId, erased: true });
  ids.call = await insertBooking(one.id, asha.memberId, india('2030-02-03T10:00:00'), 30, {
    kind: 'call',
    enquiryId: '0123456789abcdef01234567',
  });
  ids.visit = await insertBooking(two.id, asha.memberId, india('2030-02-03T10:15:00'), 60, { kind: 'visit' });
  // Just after midnight in India: the 4th there, the 3rd in UTC.
  ids.late = await insertBooking(erased.id, asha.memberId, india('2030-02-04T00:15:00'), 30);
  await insertBooking(two.id, asha.memberId, india('2030-02-04T00:15:00'), 30, { cancelled: true });
  ids.other = await insertBooking(three.id, bala.memberId, india('2030-02-04T00:15:00'), 30);
  // Outside the days asked for.
  await insertBooking(one.id, asha.memberId, india('2030-02-06T10:00:00'), 30);
});
afterAll(() => app.close());

const get = (token: string, query: string) =>
  app.inject({ url: `/api/v1/studio/calendar?${query}`, headers: { authorization: `Bearer ${token}` } });

describe('the calendar', () => {
  it("shows a manager's bookings by India-time day, with clashes, from today by default", async () => {
    const response = await get(asha.token, 'days=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { days } = response.json<CalendarResponse>().data;
    expect(days.map((day) => day.day)).toEqual(['2030-02-03', '2030-02-04']);
    expect(
      days[0]!.entries.map((entry) => [
        entry._id,
        entry.kind,
        entry.lead.name,
        entry.from_enquiry,
        entry.clash,
      ]),
    ).toEqual([
      [ids.call, 'call', 'Buyer One', true, true],
      [ids.visit, 'visit', 'Buyer Two', false, true],
    ]);
    // The cancelled booking neither shows nor clashes; Bala's at the same time is not Asha's clash;
    // an erased buyer shows without a name.
    expect(days[1]!.entries.map((entry) => [entry._id, entry.lead.name, entry.clash])).toEqual([
      [ids.late, null, false],
    ]);
    expect(days[1]!.entries[0]!.manager).toEqual({ _id: asha.memberId, name: 'Asha Calendar', image: null });
  });

  it("lets an admin see anyone's or everyone's, and refuses another's to a sales member", async () => {
    const refused = await get(bala.token, `from=2030-02-03&days=2&manager=${asha.memberId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OTHERS_CALENDAR_MESSAGE);
    expect((await get(bala.token, 'from=2030-02-03&days=2&manager=all')).statusCode).toBe(403);

    const ashas = (
      await get(admin.token, `from=2030-02-03&days=2&manager=${asha.memberId}`)
    ).json<CalendarResponse>();
    expect(ashas.data.days.flatMap((day) => day.entries.map((entry) => entry._id))).toEqual([
      ids.call,
      ids.visit,
      ids.late,
    ]);
    const everyone = (await get(admin.token, 'from=2030-02-03&days=2&manager=all')).json<CalendarResponse>();
    const seen = everyone.data.days.flatMap((day) => day.entries.map((entry) => entry._id));
    expect(seen).toEqual(expect.arrayContaining([ids.call, ids.visit, ids.late, ids.other]));
    // The admin has no bookings of their own.
    const own = (await get(admin.token, 'from=2030-02-03&days=2')).json<CalendarResponse>();
    expect(own.data.days.flatMap((day) => day.entries)).toEqual([]);
  });

  it('refuses an editor', async () => {
    const editor = await signedInStaff(app, 'Ed Calendar', 'editor');
    expect((await get(editor.token, 'days=1')).statusCode).toBe(403);
  });
});
