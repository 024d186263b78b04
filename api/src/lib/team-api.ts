// What `npm run leads`, `comments`, `staff` and `catalogue` ask the server that holds the embedded
// database (lib/team-server.ts), and the routes that answer them (routes/admin/): the paths under /api/v1 and
// the token file in DATA_DIR that proves the caller can read the folder. Here, so that the commands
// and the routes both import it and neither imports the other.
import type { LeadKind } from '../schemas/index.ts';

/** The token file in DATA_DIR. */
export const TEAM_TOKEN_FILE = 'leads-token';

/** Where `npm run leads -- --kind <kind>` asks the server. */
export const leadsPath = (kind: LeadKind) => (kind === 'enquiries' ? '/admin/leads' : `/admin/leads/${kind}`);

/** Where `npm run comments` asks the server: the list, one comment, or hiding or showing it again. */
export const COMMENTS_PATH = '/admin/comments';

/** Where `npm run staff` sends its command. */
export const STAFF_PATH = '/admin/staff';

/** Where `npm run catalogue` sends an import and asks for an export. */
export const CATALOGUE_IMPORT_PATH = '/admin/catalogue/import';
export const CATALOGUE_EXPORT_PATH = '/admin/catalogue/export';
