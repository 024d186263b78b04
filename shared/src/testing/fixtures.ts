import type {
  ListingResponse,
  Project,
  PublicUnit,
  SalesTeamResponse,
  Unit,
  UnitDetails,
  UnitSummary,
} from '../contracts/entities.ts';

// Realistic API payloads in the server's shapes, for the component tests.

export function makeUnit(overrides: Partial<Unit> = {}): Unit {
  return {
    _id: '6745a1c0a1b2c3d4e5f60001',
    slug: 'palm-meadows-villa-12',
    name: 'Palm Meadows Villa 12',
    share_image: '/api/v1/media/share/villa/12.jpg',
    price: 12_500_000,
    area: 2400,
    builtup_area: 2400,
    plot_area: 1800,
    room: 4,
    unit_type: 'Duplex',
    facing: 'East',
    rera: 'PRM/KA/RERA/1251/446/PR/171115/001234',
    location: [{ _id: '6745a1c0a1b2c3d4e5f60101', name: 'Whitefield' }],
    unit_premium_tag: [{ name: 'Corner plot' }],
    gallery: [
      { url: '/api/v1/media/villa/1.svg', alt: 'Palm Meadows Villa 12, front elevation' },
      { url: '/api/v1/media/villa/2.svg', alt: 'Palm Meadows Villa 12, garden' },
      { url: '/api/v1/media/villa/3.svg', alt: 'Palm Meadows Villa 12, living room' },
    ],
    project: [
      {
        _id: '6745a1c0a1b2c3d4e5f60201',
        slug: 'palm-meadows',
        name: 'Palm Meadows',
        gallery: [{ url: '/api/v1/media/villa/9.svg', alt: 'Palm Meadows entrance' }],
        cordinates: { type: 'Point', coordinates: [77.75, 12.97] },
      },
    ],
    description: 'A corner duplex facing the central park, with a private garden and a home office.',
    plot_rate: 5000,
    construction_rate: 1500,
    bathrooms: 5,
    parking: 2,
    furnishing: 'Semi-Furnished',
    possession_status: 'Ready To Move',
    floor_plans: [{ url: '/api/v1/media/plan/1.svg', alt: 'Ground floor plan' }],
    master_plan: [{ url: '/api/v1/media/plan/master-1.svg', alt: 'Palm Meadows master plan' }],
    charges: [
      { name: 'Clubhouse membership', amount: 300_000 },
      { name: 'Electricity and water connection', amount: 150_000 },
    ],
    amenities: ['Swimming pool', 'Clubhouse', 'Gym'],
    specifications: [
      { title: 'Flooring', description: 'Vitrified tiles in living areas, wooden flooring in bedrooms' },
    ],
    cordinates: { type: 'Point', coordinates: [77.75, 12.97] },
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: '6745a1c0a1b2c3d4e5f60201',
    slug: 'palm-meadows',
    name: 'Palm Meadows',
    share_image: '/api/v1/media/share/villa/9.jpg',
    builder: 'Adarsh Developers',
    gallery: [
      { url: '/api/v1/media/villa/9.svg', alt: 'Palm Meadows entrance' },
      { url: '/api/v1/media/villa/10.svg', alt: 'Palm Meadows clubhouse' },
    ],
    starting_price: 18_750_000,
    location: [{ _id: '6745a1c0a1b2c3d4e5f60101', name: 'Whitefield' }],
    city: { _id: '6745a1c0a1b2c3d4e5f60301', name: 'Bengaluru' },
    min_area: 2400,
    max_area: 4200,
    rera: 'PRM/KA/RERA/1251/446/PR/171115/009876',
    room: 3,
    bhk_types: '3,4,5',
    possession_status: 'Ready To Move',
    cordinates: { type: 'Point', coordinates: [77.75, 12.97] },
    description: 'Gated villa community of 120 homes around a 3-acre central park.',
    desktop_banner: { url: '/api/v1/media/banner/palm-meadows-wide.svg', alt: 'Palm Meadows at dusk' },
    mobile_banner: { url: '/api/v1/media/banner/palm-meadows-tall.svg', alt: 'Palm Meadows at dusk' },
    floor_plans: [{ url: '/api/v1/media/plan/1.svg', alt: '4 BHK floor plan' }],
    master_plan: [{ url: '/api/v1/media/plan/master-1.svg', alt: 'Palm Meadows master plan' }],
    amenities: ['Swimming pool', 'Clubhouse'],
    specifications: [{ title: 'Structure', description: 'RCC framed structure' }],
    highlights: ['3-acre central park', '10 minutes from ITPL'],
    total_units: 120,
    land_area_acres: 18.5,
    virtual_tour_url: 'https://tours.example.in/palm-meadows',
    ...overrides,
  };
}

/** The public unit answer (GET /projects/units/slug/:slug): the locked parts only counted. */
export function makePublicUnit(overrides: Partial<Unit> = {}): PublicUnit {
  const { floor_plans, master_plan, charges, specifications, ...rest } = makeUnit(overrides);
  return {
    ...rest,
    locked: {
      floor_plans: floor_plans.length,
      master_plan: master_plan.length,
      charges: charges.length,
      specifications: specifications.length,
    },
  };
}

/** A unit's locked parts, as GET /projects/units/slug/:slug/details gives a logged-in buyer. */
export function makeUnitDetails(overrides: Partial<Unit> = {}): UnitDetails {
  const { floor_plans, master_plan, charges, specifications } = makeUnit(overrides);
  return { floor_plans, master_plan, charges, specifications };
}

export function makeUnitSummary(overrides: Partial<UnitSummary> = {}): UnitSummary {
  const {
    description: _description,
    plot_rate: _plotRate,
    construction_rate: _constructionRate,
    bathrooms: _bathrooms,
    parking: _parking,
    furnishing: _furnishing,
    possession_status: _possession,
    floor_plans: _floorPlans,
    master_plan: _masterPlan,
    charges: _charges,
    amenities: _amenities,
    specifications: _specifications,
    cordinates: _cordinates,
    ...summary
  } = makeUnit();
  return { ...summary, ...overrides };
}

/** Another villa of the same project: bigger, dearer, without a tag. */
export const makeOtherUnitSummary = (overrides: Partial<UnitSummary> = {}): UnitSummary =>
  makeUnitSummary({
    _id: '6745a1c0a1b2c3d4e5f60002',
    slug: 'palm-meadows-villa-14',
    name: 'Palm Meadows Villa 14',
    price: 21_000_000,
    room: 5,
    builtup_area: 3600,
    unit_premium_tag: [],
    ...overrides,
  });

export function projectUnitsResponse(units: UnitSummary[]): ListingResponse {
  return {
    status: 'success',
    data: { units, projects: [] },
    total: units.length,
    totalProjects: 1,
    message: 'success',
    currentPage: 1,
    totalPages: 1,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const notFound = (message: string) =>
  jsonResponse({ statusCode: 404, error: 'Not Found', message }, 404);

export function makeListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  return {
    status: 'success',
    data: { units: [makeUnit()], projects: [makeProject()] },
    total: 212,
    totalProjects: 18,
    message: 'success',
    currentPage: 1,
    totalPages: 3,
    ...overrides,
  };
}

export const testUser = {
  _id: '6745a1c0a1b2c3d4e5f60401',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: { code: '+91', number: '9876543210' },
  phone_number: '+91 9876543210',
};

export const citiesResponse = {
  status: 'success',
  data: [
    {
      _id: '6745a1c0a1b2c3d4e5f60301',
      name: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      visibility: 'public',
    },
    {
      _id: '6745a1c0a1b2c3d4e5f60302',
      name: 'Mysore',
      state: 'Karnataka',
      country: 'India',
      visibility: 'public',
    },
  ],
};

/** A locality of the first city of `citiesResponse` (GET /locations/city/{cityId}). */
export const testLocation = {
  _id: '6745a1c0a1b2c3d4e5f60311',
  name: 'Whitefield',
  city_id: '6745a1c0a1b2c3d4e5f60301',
  lat: 12.9698,
  lng: 77.75,
};

export const locationsResponse = { status: 'success', data: [testLocation] };

/** GET /team: the sales team, two members without photos. */
export const salesTeamResponse: SalesTeamResponse = {
  status: 'success',
  data: [
    {
      _id: '6745a1c0a1b2c3d4e5f60501',
      name: 'Kavya Menon',
      exp: 9,
      location: 'Bengaluru',
      designation: 'Senior relationship manager',
      image: null,
      email: 'kavya@example.in',
      phone: '+91 98450 00001',
      languages: ['English', 'Kannada'],
      city_ids: [],
    },
    {
      _id: '6745a1c0a1b2c3d4e5f60502',
      name: 'Rahul Shetty',
      exp: 6,
      location: 'Mysore',
      designation: 'Relationship manager',
      image: null,
      email: 'rahul@example.in',
      phone: '+91 98450 00002',
      languages: ['English', 'Kannada', 'Hindi'],
      city_ids: [],
    },
  ],
};
