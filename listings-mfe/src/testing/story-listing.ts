// The villas and projects the listing's stories show: the fixtures' own, with pictures that need no
// server, and the API's answers around them.
import type { ProjectSummary, UnitSummary } from '@villa/shared/contracts/entities';
import {
  makeListing,
  makeOtherUnitSummary,
  makeProject,
  makeUnitSummary,
} from '@villa/shared/testing/fixtures';
import { VILLA_PICTURE } from '@villa/shared/testing/story-world';

const picture = (alt: string) => [{ url: VILLA_PICTURE, alt }];

export const storyUnits: UnitSummary[] = [
  makeUnitSummary({ gallery: picture('Palm Meadows Villa 12, front elevation') }),
  makeOtherUnitSummary({ gallery: picture('Palm Meadows Villa 14, garden') }),
  makeUnitSummary({
    _id: '6745a1c0a1b2c3d4e5f60003',
    slug: 'lake-view-villa-3',
    name: 'Lake View Villa 3',
    price: 8_900_000,
    room: 3,
    builtup_area: 1900,
    rera: null,
    unit_premium_tag: [],
    location: [{ _id: '6745a1c0a1b2c3d4e5f60102', name: 'Sarjapur Road' }],
    gallery: picture('Lake View Villa 3, front elevation'),
  }),
];

export const storyProjects: ProjectSummary[] = [makeProject({ gallery: picture('Palm Meadows entrance') })];

/** GET /projects/units, page 1 of the stories' city. */
export const storyListing = (overrides: Parameters<typeof makeListing>[0] = {}) =>
  makeListing({
    data: { units: storyUnits, projects: storyProjects },
    total: storyUnits.length,
    totalProjects: storyProjects.length,
    totalPages: 1,
    ...overrides,
  });
