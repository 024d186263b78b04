// The studio's stories and tests: staff, a signed-in session and the API's answers.
import type { AuditEntry, StaffMember } from '@villa/shared/contracts/entities';
import { apiRoutes, type ApiAnswer } from '@villa/shared/testing/story-world';
import { STAFF_SESSION_KEY } from '../lib/staff-session.ts';
import { managersAnswer } from './leads-data.ts';

export const admin: StaffMember = {
  _id: '6742a1f00000000000e00001',
  name: 'Asha Rao',
  phone: { code: '+91', number: '9876543210' },
  role: 'admin',
  created_at: '2026-11-20T06:00:00.000Z',
};

export const editor: StaffMember = {
  _id: '6742a1f00000000000e00002',
  name: 'Ravi Kumar',
  phone: { code: '+91', number: '9845012345' },
  role: 'editor',
  created_at: '2026-11-24T09:30:00.000Z',
};

export const sales: StaffMember = {
  _id: '6742a1f00000000000e00003',
  name: 'Meera Iyer',
  phone: { code: '+91', number: '9900112233' },
  role: 'sales',
  created_at: '2026-11-25T11:00:00.000Z',
};

export const auditEntry: AuditEntry = {
  _id: '1',
  at: '2026-11-26T05:04:00.000Z',
  staff_id: admin._id,
  actor: 'Asha Rao',
  action: 'staff.add',
  record_type: 'staff',
  record_id: editor._id,
  before: null,
  after: { name: 'Ravi Kumar', role: 'editor' },
};

/** Signs `member` in to the studio for the length of a story: returns what signs them out. */
export function signedInAs(member: StaffMember) {
  return () => {
    sessionStorage.setItem(
      STAFF_SESSION_KEY,
      JSON.stringify({ token: 's'.repeat(43), expires_at: '2099-01-01T00:00:00.000Z', staff: member }),
    );
    return () => sessionStorage.removeItem(STAFF_SESSION_KEY);
  };
}

/** The studio's API as `member` sees it; `routes` adds or replaces answers. */
export const studioApi = (member: StaffMember, routes: Record<string, ApiAnswer> = {}) =>
  apiRoutes({
    '/api/v1/studio/auth/me': { status: 'success', data: member },
    '/api/v1/studio/staff': { status: 'success', data: [admin, editor, sales] },
    '/api/v1/studio/audit': {
      status: 'success',
      data: { entries: [auditEntry], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } },
    },
    // The relationship managers: Meera Iyer (the sales member) is one.
    '/api/v1/studio/sales-managers': managersAnswer,
    ...routes,
  });
