// The staff roles as people read them; the roles themselves are the API's (contract/staff-roles.ts).
import { STAFF_ROLES, type StaffRole } from '@villa/api/contract/staff-roles';

export { STAFF_ROLES, type StaffRole };

export const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
};

/** What each role may do, shown beside the role picker (DESIGN.md section 10). */
export const ROLE_HINTS: Record<StaffRole, string> = {
  admin: 'Everything, and the staff',
  editor: 'Catalogue, submissions, blog and people',
  sales: 'Leads',
};
