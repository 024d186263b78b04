// Links to the studio's pages that take a record's id in the address (studioRoutes has the patterns).
import { studioRoutes } from '@villa/api/contract/studio-pages';

/** The id the create forms are at: /studio/catalogue/new, /studio/villas/new. */
export const NEW_ID = 'new';

const withId = (pattern: string, id: string) => pattern.replace(':slug', encodeURIComponent(id));

/** A project's page: its villas, its status and its editor; 'new' for the create form. */
export const projectPath = (id: string) => withId(studioRoutes.project, id);

/** A villa's editor; `newUnitPath` for a new villa of a project. */
export const unitPath = (id: string) => withId(studioRoutes.unit, id);
export const newUnitPath = (projectId: string) =>
  `${withId(studioRoutes.unit, NEW_ID)}?project=${encodeURIComponent(projectId)}`;

/** A buyer's record in the sales inbox, by the lead's id. */
export const leadPath = (id: string) => withId(studioRoutes.lead, id);
