// The villa projects of the seed catalogue. Builders and projects are fictional but shaped like real
// ones; prices, sizes, images and RERA numbers are generated from these in seed.ts.
import type { PROPERTY_KINDS, PROPERTY_STAGES } from '../../contract/listing-form-options.ts';
import type { CityKey } from './places.ts';

export type ProjectKind = (typeof PROPERTY_KINDS)[number];
export type Possession = (typeof PROPERTY_STAGES)[number];

export interface ProjectSeed {
  name: string;
  builder: string;
  city: CityKey;
  locality: string;
  kind: ProjectKind;
  possession: Possession;
  /** False for the few projects still awaiting RERA registration. */
  registered: boolean;
  /** 1 budget, 2 mid, 3 luxury: scales sizes and construction quality. */
  tier: 1 | 2 | 3;
}

const p = (
  name: string,
  builder: string,
  city: CityKey,
  locality: string,
  kind: ProjectKind,
  possession: Possession,
  tier: 1 | 2 | 3,
  registered = true,
): ProjectSeed => ({ name, builder, city, locality, kind, possession, tier, registered });

const READY = 'Ready To Move';
const BUILDING = 'Under Construction';

export const PROJECTS: ProjectSeed[] = [
  p('Kaveri Crest Lakeside Villas', 'Kaveri Crest Developers', 'bengaluru', 'Whitefield', 'Villa', READY, 3),
  p('Nandi Vista Estates', 'Nandi Hills Builders', 'bengaluru', 'Devanahalli', 'Villa', BUILDING, 2),
  p('Amara Palm Grove', 'Amara Habitats', 'bengaluru', 'Sarjapur Road', 'Villa', READY, 2),
  p('Tranquil Woods', 'Greenwood Habitats', 'bengaluru', 'Kanakapura Road', 'Villa', BUILDING, 2),
  p('Silver Oak Enclave', 'Brindavan Constructions', 'bengaluru', 'Hennur', 'Villa', READY, 3),
  p('Aranya Forest Villas', 'Adarsha Estates', 'bengaluru', 'Devanahalli', 'Villa', BUILDING, 1, false),
  p('Lakeview Meadows', 'Srinidhi Realty', 'bengaluru', 'Yelahanka', 'Villa', READY, 2),
  p('Sobhita Serenity', 'Vaastu Shilpa Homes', 'bengaluru', 'Electronic City', 'Villa', BUILDING, 1),
  p('The Banyan Courtyard', 'Kaveri Crest Developers', 'bengaluru', 'Bannerghatta Road', 'Villa', READY, 3),
  p('Orchid Valley Residences', 'Meadowbrook Estates', 'bengaluru', 'Whitefield', 'Villa', BUILDING, 3),
  p('Emerald Springs', 'Lakshmi Infra', 'bengaluru', 'Sarjapur Road', 'Villa', BUILDING, 2),
  p('Hebbal Lake Villas', 'Srinidhi Realty', 'bengaluru', 'Hebbal', 'Villa', READY, 3),
  p('Varthur Palms', 'Amara Habitats', 'bengaluru', 'Varthur', 'Villa', BUILDING, 2),
  p('Skyline Villaments', 'Tranquil Homes', 'bengaluru', 'Hennur', 'Villament', BUILDING, 2),
  p('Suvarna Gardens', 'Adarsha Estates', 'bengaluru', 'Kanakapura Road', 'Villa', READY, 1),
  p(
    'Jasmine County Row Houses',
    'Greenwood Habitats',
    'bengaluru',
    'Electronic City',
    'Rowhouse',
    BUILDING,
    1,
    false,
  ),
  p('Rosewood Retreat', 'Meadowbrook Estates', 'bengaluru', 'Yelahanka', 'Villa', BUILDING, 2),
  p('Sandalwood Estates', 'Nandi Hills Builders', 'bengaluru', 'Devanahalli', 'Villa', READY, 2),
  p(
    'Temple Trees Row Houses',
    'Brindavan Constructions',
    'bengaluru',
    'Bannerghatta Road',
    'Rowhouse',
    READY,
    1,
  ),
  p('Whispering Bamboo', 'Tranquil Homes', 'bengaluru', 'Sarjapur Road', 'Villa', BUILDING, 3),
  p('Ivory Terraces', 'Lakshmi Infra', 'bengaluru', 'Whitefield', 'Villament', READY, 2),
  p(
    'Mango Orchard Villas',
    'Vaastu Shilpa Homes',
    'bengaluru',
    'Kanakapura Road',
    'Villa',
    BUILDING,
    1,
    false,
  ),
  p('Coral Bay Residency', 'Kaveri Crest Developers', 'bengaluru', 'Hebbal', 'Villa', BUILDING, 3),
  p('Red Earth Villas', 'Adarsha Estates', 'bengaluru', 'Varthur', 'Villa', READY, 2),

  p('Deccan Pearl Villas', 'Deccan Crest Infra', 'hyderabad', 'Gachibowli', 'Villa', READY, 3),
  p('Kokapet Heights Villas', 'Golconda Habitats', 'hyderabad', 'Kokapet', 'Villa', BUILDING, 3),
  p('Charminar Greens', 'Sri Sai Constructions', 'hyderabad', 'Shamshabad', 'Villa', BUILDING, 1),
  p('Lotus Pond Enclave', 'Deccan Crest Infra', 'hyderabad', 'Kompally', 'Villa', READY, 2),
  p('Tellapur Woods', 'Golconda Habitats', 'hyderabad', 'Tellapur', 'Villa', BUILDING, 2),
  p("Nizam's Garden Villas", 'Aparajita Builders', 'hyderabad', 'Narsingi', 'Villa', READY, 3, false),
  p(
    'Financial District Villaments',
    'Sri Sai Constructions',
    'hyderabad',
    'Nanakramguda',
    'Villament',
    BUILDING,
    2,
  ),
  p('Gandipet Lakefront Estates', 'Aparajita Builders', 'hyderabad', 'Gandipet', 'Villa', BUILDING, 3),

  p('Coromandel Shores', 'Marina Crest Homes', 'chennai', 'Injambakkam', 'Villa', READY, 3),
  p('Navalur Palms', 'Sree Kamakshi Builders', 'chennai', 'Navalur', 'Villa', BUILDING, 2),
  p('Kelambakkam Greens', 'Marina Crest Homes', 'chennai', 'Kelambakkam', 'Villa', BUILDING, 1),
  p('Porur Park Villas', 'Thirumalai Habitats', 'chennai', 'Porur', 'Villa', READY, 2),
  p('Vandalur Forest Enclave', 'Sree Kamakshi Builders', 'chennai', 'Vandalur', 'Villa', BUILDING, 1),
  p('Sholinganallur Row Homes', 'Thirumalai Habitats', 'chennai', 'Sholinganallur', 'Rowhouse', READY, 2),

  p('Chamundi View Villas', 'Mysuru Heritage Homes', 'mysore', 'Bogadi', 'Villa', READY, 2),
  p('Palace Gardens Enclave', 'Wodeyar Estates', 'mysore', 'Vijayanagar', 'Villa', BUILDING, 2),
  p('Ring Road Retreat', 'Mysuru Heritage Homes', 'mysore', 'Hootagalli', 'Villa', BUILDING, 1, false),

  p('Hosur Green Valley', 'Krishnagiri Developers', 'hosur', 'Bagalur Road', 'Villa', READY, 1),
  p('Sipcot Gateway Villas', 'Thenpennai Builders', 'hosur', 'Mathigiri', 'Villa', BUILDING, 1),
  p('Zuzuvadi Meadows', 'Krishnagiri Developers', 'hosur', 'Zuzuvadi', 'Villa', BUILDING, 2),
];

// The amenities and premium tags are the studio's option lists too: one copy, in the contract.
export { PROJECT_AMENITIES as AMENITIES, PREMIUM_TAGS } from '../../contract/catalogue-options.ts';

/** Specification lines by tier (1 budget .. 3 luxury). */
export const SPECIFICATIONS: { title: string; byTier: [string, string, string] }[] = [
  {
    title: 'Structure',
    byTier: [
      'RCC framed structure designed for seismic zone II, solid concrete block masonry',
      'RCC framed structure designed for seismic zone II, 8-inch and 4-inch solid block walls',
      'RCC framed structure with post-tensioned slabs for column-free living spaces',
    ],
  },
  {
    title: 'Flooring',
    byTier: [
      'Vitrified tiles 800 x 800 mm in living and bedrooms, anti-skid ceramic tiles in bathrooms',
      'Large-format vitrified tiles in living areas, laminated wooden flooring in the master bedroom',
      'Imported Italian marble in living and dining, engineered wood in bedrooms',
    ],
  },
  {
    title: 'Kitchen',
    byTier: [
      'Granite counter with stainless steel sink, provision for water purifier',
      'Granite counter, dado tiles up to 2 ft, utility area with washing machine point',
      'Modular kitchen with quartz counter, hob, chimney and built-in appliances',
    ],
  },
  {
    title: 'Bathrooms',
    byTier: [
      'ISI-marked sanitary ware and CP fittings, solar water heater provision',
      'Branded sanitary ware, wall-hung WCs, glass shower partitions',
      'Premium sanitary ware, rain showers, heat pump hot water',
    ],
  },
  {
    title: 'Doors and windows',
    byTier: [
      'Teak-framed main door, flush internal doors, UPVC windows with mosquito mesh',
      'Teak main door with veneer finish, engineered internal doors, UPVC sliding windows',
      'Solid teak main door with digital lock, aluminium sliding glass doors with toughened glass',
    ],
  },
  {
    title: 'Electrical',
    byTier: [
      'Concealed copper wiring, modular switches, 5 kW three-phase supply',
      'Concealed fire-retardant wiring, modular switches, 8 kW three-phase supply, 100% DG backup for common areas',
      'Home automation for lighting and curtains, 12 kW supply, EV charging point in the car porch',
    ],
  },
  {
    title: 'Painting',
    byTier: [
      'Interior emulsion paint, exterior weather-proof paint',
      'Acrylic emulsion interiors, textured exterior finish',
      'Premium emulsion interiors, exterior cladding in natural stone and wood',
    ],
  },
];
