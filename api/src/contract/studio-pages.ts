// The studio's pages (DESIGN.md section 10, issue 26), for staff: their routes, and the list of
// pages the shell shows below /studio (shell/src/app/routes/studio.tsx) and the server reads. Apart
// from pages.ts so that buyers never download them: the shell's entry chunk holds pages.ts, and this
// module only the studio's own chunk. Adding a page: docs/registry.md. Runtime-free: this
// folder imports nothing (eslint.config.js).

const STUDIO = '/studio';
const STUDIO_LOGIN = '/studio/login';
const STUDIO_STAFF = '/studio/staff';
const STUDIO_AUDIT = '/studio/audit';
const STUDIO_PEOPLE = '/studio/people';
const STUDIO_COMMENTS = '/studio/comments';
const STUDIO_DEVELOPERS = '/studio/developers';
const STUDIO_POSTS = '/studio/posts';
const STUDIO_POST = '/studio/posts/:slug';
const STUDIO_LEADS = '/studio/leads';
const STUDIO_LEAD = '/studio/leads/:slug';
const STUDIO_CALENDAR = '/studio/calendar';
const STUDIO_REPORTS = '/studio/reports';
const STUDIO_CATALOGUE = '/studio/catalogue';
const STUDIO_CATALOGUE_IMPORT = '/studio/catalogue/import';
const STUDIO_PROJECT = '/studio/catalogue/:slug';
const STUDIO_UNIT = '/studio/villas/:slug';
const STUDIO_OWNERS = '/studio/submissions/owners';

/** The studio's routes (no :slug): its home, sign-in, staff and audit log. */
export const studioRoutes = {
  home: STUDIO,
  login: STUDIO_LOGIN,
  staff: STUDIO_STAFF,
  audit: STUDIO_AUDIT,
  catalogue: STUDIO_CATALOGUE,
  /** The catalogue's bulk import and export (docs/catalogue-import.md). */
  catalogueImport: STUDIO_CATALOGUE_IMPORT,
  /** A project's page by its id (`new`: the create form). */
  project: STUDIO_PROJECT,
  /** A villa's editor by its id (`new?project=…`: the create form). */
  unit: STUDIO_UNIT,
  owners: STUDIO_OWNERS,
  people: STUDIO_PEOPLE,
  comments: STUDIO_COMMENTS,
  developers: STUDIO_DEVELOPERS,
  posts: STUDIO_POSTS,
  post: STUDIO_POST,
  /** The sales inbox: one row a buyer (issue 27). */
  leads: STUDIO_LEADS,
  /** A buyer's record by the lead's id: details, stage, notes, bookings and timeline. */
  lead: STUDIO_LEAD,
  /** The relationship managers' calls and site visits, by day. */
  calendar: STUDIO_CALENDAR,
  /** The inbox's reports, each a CSV too; and (admins) the sales settings. */
  reports: STUDIO_REPORTS,
} as const;

/** The studio's pages, as REMOTE_PAGES lists the buyers': an address shows the first that matches. */
export const STUDIO_PAGES = [
  { module: 'studio/LoginPage', pattern: STUDIO_LOGIN },
  { module: 'studio/HomePage', pattern: STUDIO },
  { module: 'studio/StaffPage', pattern: STUDIO_STAFF },
  { module: 'studio/AuditPage', pattern: STUDIO_AUDIT },
  { module: 'studio/PeoplePage', pattern: STUDIO_PEOPLE },
  { module: 'studio/CommentsPage', pattern: STUDIO_COMMENTS },
  { module: 'studio/DevelopersPage', pattern: STUDIO_DEVELOPERS },
  { module: 'studio/PostsPage', pattern: STUDIO_POSTS },
  { module: 'studio/PostPage', pattern: STUDIO_POST, slug: true },
  { module: 'studio/LeadsPage', pattern: STUDIO_LEADS },
  { module: 'studio/LeadPage', pattern: STUDIO_LEAD, slug: true },
  { module: 'studio/CalendarPage', pattern: STUDIO_CALENDAR },
  { module: 'studio/ReportsPage', pattern: STUDIO_REPORTS },
  { module: 'studio/CataloguePage', pattern: STUDIO_CATALOGUE },
  // Before a project's page: /studio/catalogue/import would otherwise match /studio/catalogue/:slug.
  { module: 'studio/CatalogueImportPage', pattern: STUDIO_CATALOGUE_IMPORT },
  { module: 'studio/ProjectPage', pattern: STUDIO_PROJECT, slug: true },
  { module: 'studio/UnitPage', pattern: STUDIO_UNIT, slug: true },
  { module: 'studio/OwnersPage', pattern: STUDIO_OWNERS },
] as const;

/** A studio page's module id, e.g. 'studio/StaffPage'. */
export type StudioPageModule = (typeof STUDIO_PAGES)[number]['module'];
