// The embed names a unit or project by its slug (what a partner sees in our URLs); an enquiry
// carries its id. One lookup when the dialog's code loads.
import { apiRequest } from '@villa/shared/api/client';
import type { ProjectResponse, UnitResponse } from '@villa/shared/contracts/entities';

export interface ResolvedListing {
  kind: 'unit' | 'project';
  id: string;
  name: string;
}

/**
 * The unit (more precise) or else the project the slugs name, or null when neither is given or
 * found: the enquiry is then a general one rather than no enquiry at all.
 */
export async function resolveListing({
  project,
  unit,
}: {
  project?: string;
  unit?: string;
}): Promise<ResolvedListing | null> {
  try {
    if (unit) {
      const { data } = await apiRequest<UnitResponse>(`/projects/units/slug/${encodeURIComponent(unit)}`, {
        defaultMessage: 'Failed to fetch unit',
      });
      return { kind: 'unit', id: data._id, name: data.name };
    }
    if (project) {
      const { data } = await apiRequest<ProjectResponse>(`/projects/slug/${encodeURIComponent(project)}`, {
        defaultMessage: 'Failed to fetch project',
      });
      return { kind: 'project', id: data._id, name: data.name };
    }
  } catch (error) {
    console.warn('<villa-enquiry>: sending a general enquiry:', error);
  }
  return null;
}
