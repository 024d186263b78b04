// The catalogue as the studio's stories and tests see it: projects in several states, their villas.
import type {
  StudioProject,
  StudioProjectRecord,
  StudioUnit,
  StudioUnitRecord,
} from '@villa/shared/contracts/entities';

export const palmGrove: StudioProject = {
  _id: '6742a1f00000000000c00001',
  slug: 'palm-grove-villas',
  name: 'Palm Grove Villas',
  builder: 'Prestige Group',
  city: 'Bengaluru',
  status: 'published',
  units: { draft: 1, published: 3, withdrawn: 0, archived: 0 },
};

export const lakeView: StudioProject = {
  _id: '6742a1f00000000000c00002',
  slug: 'lake-view-residences',
  name: 'Lake View Residences',
  builder: 'Sobha',
  city: 'Hyderabad',
  status: 'draft',
  units: { draft: 0, published: 0, withdrawn: 0, archived: 0 },
};

export const palmUnits: StudioUnit[] = [
  {
    _id: '6742a1f00000000000d00001',
    slug: 'palm-grove-a1',
    name: 'Villa A1',
    price: 24_500_000,
    status: 'published',
  },
  {
    _id: '6742a1f00000000000d00002',
    slug: 'palm-grove-b4',
    name: 'Villa B4',
    price: 31_000_000,
    status: 'draft',
  },
];

export const projectsPage = (projects: StudioProject[]) => ({
  status: 'success' as const,
  data: {
    projects,
    pagination: { page: 1, limit: 50, total: projects.length, totalPages: projects.length > 0 ? 1 : 0 },
  },
});

const bengaluru = { _id: '6745a1c0a1b2c3d4e5f60301', name: 'Bengaluru' };
const whitefield = { _id: '6745a1c0a1b2c3d4e5f60311', name: 'Whitefield' };
const picture = { url: '/uploads/x/display', alt: 'Front of the house' };

/** Palm Grove as the editor reads it (GET /studio/projects/{id}). */
export const palmGroveRecord: StudioProjectRecord = {
  _id: palmGrove._id,
  slug: palmGrove.slug,
  status: 'published',
  name: palmGrove.name,
  builder: palmGrove.builder,
  property_kind: 'Villa',
  city: bengaluru,
  location: whitefield,
  description: 'Forty villas around a central park.',
  possession_status: 'Under Construction',
  rera: 'PRM/KA/RERA/1251/446/PR/0287',
  amenities: ['Clubhouse', 'Swimming pool'],
  specifications: [{ title: 'Flooring', description: 'Italian marble in the living room' }],
  highlights: ['5 minutes from the metro'],
  total_units: 40,
  land_area_acres: 6.5,
  virtual_tour_url: null,
  lat: 12.9698,
  lng: 77.75,
  photos: [
    {
      upload_id: '6742a1f00000000000f00001',
      kind: 'exterior',
      alt: 'The clubhouse at dusk',
      url: '/api/v1/uploads/6742a1f00000000000f00001/display',
      card_url: '/api/v1/uploads/6742a1f00000000000f00001/card',
    },
  ],
  cover: '6742a1f00000000000f00001',
  master_plan_photos: [],
  shown: { gallery: [picture], floor_plans: [], master_plan: [], desktop_banner: picture },
  derived: { starting_price: 24_500_000, min_area: 2400, max_area: 3600, bhk_types: '3, 4 BHK', room: 4 },
  created_at: '2026-11-20T06:00:00.000Z',
};

/** Villa A1 as the editor reads it (GET /studio/units/{id}). */
export const villaA1Record: StudioUnitRecord = {
  _id: palmUnits[0]!._id,
  slug: 'palm-grove-a1',
  status: 'published',
  project: { _id: palmGrove._id, slug: palmGrove.slug, name: palmGrove.name, status: 'published' },
  city: bengaluru,
  location: whitefield,
  name: 'Villa A1',
  description: 'A corner villa facing the park.',
  price: 24_500_000,
  builtup_area: 2400,
  plot_area: 1800,
  plot_rate: 6500,
  construction_rate: 3200,
  charges: [{ name: 'Club membership', amount: 300_000 }],
  unit_type: 'Duplex',
  room: 3,
  bathrooms: 3,
  parking: 2,
  facing: 'East',
  furnishing: 'Semi-Furnished',
  possession_status: 'Under Construction',
  rera: null,
  unit_premium_tag: ['Corner plot'],
  withs: [],
  photos: [],
  cover: null,
  shown: { gallery: [picture], floor_plans: [], master_plan: [] },
  created_at: '2026-11-21T06:00:00.000Z',
};
