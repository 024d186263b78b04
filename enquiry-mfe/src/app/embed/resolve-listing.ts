// The embed names a unit or project by its slug (what a partner sees in our URLs); an enquiry
// carries its id. One lookup per element, made by the loader, so it uses fetch alone: the enquiry
// it yields goes to the embed's own dialog or, on a page that runs our shell, to the shell's.
import { API_BASE_PATH } from '@villa/shared/api/paths';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/event-bus';

/** The title of an enquiry about no particular villa. */
export const GENERAL_ENQUIRY_TITLE = 'General enquiry';

export interface ListingSlugs {
  project?: string;
  unit?: string;
}

/** The `data` of GET /projects/slug/{slug} and /projects/units/slug/{slug}, as far as read here. */
interface Named {
  data: { _id: string; name: string };
}

async function fetchNamed(apiOrigin: string, path: string): Promise<Named['data']> {
  const response = await fetch(`${apiOrigin}${API_BASE_PATH}${path}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as Named).data;
}

/**
 * The enquiry's subject: the unit (more precise) or else the project the slugs name, by id as the
 * API takes it; a general enquiry when neither is given or found, rather than no enquiry at all.
 */
export async function enquiryRequestFor(
  apiOrigin: string,
  { project, unit }: ListingSlugs,
): Promise<EnquiryOpenRequest> {
  try {
    if (unit) {
      const found = await fetchNamed(apiOrigin, `/projects/units/slug/${encodeURIComponent(unit)}`);
      return { title: found.name, unit: found._id };
    }
    if (project) {
      const found = await fetchNamed(apiOrigin, `/projects/slug/${encodeURIComponent(project)}`);
      return { title: found.name, project: found._id };
    }
  } catch (error) {
    console.warn('<villa-enquiry>: sending a general enquiry:', error);
  }
  return { title: GENERAL_ENQUIRY_TITLE };
}
