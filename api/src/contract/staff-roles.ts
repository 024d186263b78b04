// The roles of the people who run the marketplace (DESIGN.md section 10): one copy for the API, the
// studio and the `npm run staff` command. Runtime-free: this folder imports nothing (eslint.config.js).

/** admin: everything, and the staff; editor: catalogue, submissions, blog, people; sales: leads. */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff session lasts 8 hours at most, and ends after 30 minutes without a request. */
export const STAFF_SESSION_HOURS = 8;
export const STAFF_IDLE_MINUTES = 30;
