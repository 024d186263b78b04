// The villa and project the detail stories show, with pictures that need no server, and the API's
// answers around them: the unit, its project, the project's villas, the places near it, the settings.
import type { Image } from '@villa/shared/contracts/entities';
import {
  makeOtherUnitSummary,
  makeProject,
  makePublicUnit,
  makeUnitDetails,
  makeUnitSummary,
  projectUnitsResponse,
} from '@villa/shared/testing/fixtures';
import { apiRoutes, VILLA_PICTURE, type ApiAnswer, type ApiHandler } from '@villa/shared/testing/story-world';
import { nearby } from './nearby-places.ts';

const pictures = (...alts: string[]): Image[] => alts.map((alt) => ({ url: VILLA_PICTURE, alt }));

const storyUnitFields = {
  gallery: pictures(
    'Palm Meadows Villa 12, front elevation',
    'Palm Meadows Villa 12, garden',
    'Palm Meadows Villa 12, living room',
  ),
  floor_plans: pictures('Ground floor plan'),
  master_plan: pictures('Palm Meadows master plan'),
};

/** The unit as anyone sees it, and the plans, price sheet and specification a logged-in buyer gets. */
export const storyUnit = makePublicUnit(storyUnitFields);
export const storyUnitDetails = makeUnitDetails(storyUnitFields);

export const storyProject = makeProject({
  gallery: pictures('Palm Meadows entrance', 'Palm Meadows clubhouse'),
  desktop_banner: { url: VILLA_PICTURE, alt: 'Palm Meadows at dusk' },
  mobile_banner: { url: VILLA_PICTURE, alt: 'Palm Meadows at dusk' },
  floor_plans: pictures('4 BHK floor plan'),
  master_plan: pictures('Palm Meadows master plan'),
});

const villas = [makeUnitSummary(), makeOtherUnitSummary()];

/** The detail pages' API: each answer can be replaced, e.g. `{ nearby: pending }`. */
export function detailApi(
  answers: Partial<Record<'unit' | 'details' | 'project' | 'villas' | 'nearby', ApiAnswer>> = {},
): ApiHandler {
  return apiRoutes({
    [`/api/v1/projects/units/slug/${storyUnit.slug}`]: answers.unit ?? { status: 'success', data: storyUnit },
    [`/api/v1/projects/units/slug/${storyUnit.slug}/details`]: answers.details ?? {
      status: 'success',
      data: storyUnitDetails,
    },
    [`/api/v1/projects/slug/${storyProject.slug}`]: answers.project ?? {
      status: 'success',
      data: storyProject,
    },
    '/api/v1/projects/units': answers.villas ?? projectUnitsResponse(villas),
    [`/api/v1/projects/slug/${storyProject.slug}/nearby`]: answers.nearby ?? {
      status: 'success',
      data: nearby(),
    },
    // No Google Maps key: the map area says so, and loads no script.
    '/api/v1/config': {
      status: 'success',
      data: { googleMapsApiKey: null, googleMapsMapId: null, operatorNotes: true },
    },
  });
}
