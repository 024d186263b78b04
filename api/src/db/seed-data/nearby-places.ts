// What the seed scatters around each locality so that the Location section of a detail page lists real
// looking places without a Google Maps key: brands and institutions found in these cities, railway and
// metro stations only where the city has them, and the airport reference points of spec 3.
import type { CityKey } from './places.ts';

export interface AirportSeed {
  city: CityKey;
  name: string;
  lat: number;
  lng: number;
}

/**
 * One airport per city that has one. Hosur has none: its reference point is Kempegowda, chosen by
 * city in places-repository.ts (spec 3: "one for Bengaluru or Hosur, one for Mysore, a default otherwise").
 */
export const AIRPORTS: AirportSeed[] = [
  { city: 'bengaluru', name: 'Kempegowda International Airport', lat: 13.1989, lng: 77.7068 },
  { city: 'hyderabad', name: 'Rajiv Gandhi International Airport', lat: 17.2403, lng: 78.4294 },
  { city: 'mysore', name: 'Mysore Airport', lat: 12.23, lng: 76.6558 },
  { city: 'chennai', name: 'Chennai International Airport', lat: 12.9941, lng: 80.1709 },
];

/** Bus operators by city, for stop names such as 'Whitefield BMTC Bus Stand'. */
export const BUS_OPERATORS: Record<CityKey, string> = {
  bengaluru: 'BMTC',
  hyderabad: 'TGSRTC',
  chennai: 'MTC',
  mysore: 'KSRTC',
  hosur: 'TNSTC',
};

export const SCHOOLS = [
  'Greenwood International School',
  'Delhi Public School',
  'Ryan International School',
  'Kendriya Vidyalaya',
  'National Public School',
  'Oakridge International School',
  'Vibgyor High',
  'Podar International School',
  'DAV Public School',
  'Orchids The International School',
];

export const HOSPITALS = [
  'Manipal Hospital',
  'Apollo Hospital',
  'Fortis Hospital',
  'Narayana Health',
  'Motherhood Hospital',
  'Aster CMI Hospital',
  'Kauvery Hospital',
  "Rainbow Children's Hospital",
  'Cloudnine Hospital',
  'Sparsh Hospital',
];

export const ATMS = [
  'SBI ATM',
  'HDFC Bank ATM',
  'ICICI Bank ATM',
  'Axis Bank ATM',
  'Canara Bank ATM',
  'Kotak Mahindra Bank ATM',
];

export const SUPERMARKETS = [
  'More Supermarket',
  'Reliance Fresh',
  'DMart',
  'Spar Hypermarket',
  'Ratnadeep Supermarket',
  'Star Bazaar',
  "Namdhari's Fresh",
];

export const THEATERS = ['PVR Cinemas', 'INOX', 'Cinepolis', 'Miraj Cinemas', 'AGS Cinemas'];

/** Metro stations, only in the cities with a metro. */
export const METRO_STATIONS: Partial<Record<CityKey, string[]>> = {
  bengaluru: ['Baiyappanahalli', 'KR Puram', 'Indiranagar', 'Silk Board', 'Yelachenahalli', 'Nagasandra'],
  hyderabad: ['Raidurg', 'HITEC City', 'Miyapur', 'Ameerpet', 'Uppal', 'LB Nagar'],
  chennai: ['Guindy', 'Alandur', 'Airport', 'Vadapalani', 'Koyambedu', 'Little Mount'],
};

/** Railway stations by city. */
export const TRAIN_STATIONS: Record<CityKey, string[]> = {
  bengaluru: [
    'Whitefield Railway Station',
    'Krishnarajapuram Railway Station',
    'Yelahanka Junction',
    'Bengaluru Cantonment',
    'Carmelaram Railway Station',
  ],
  hyderabad: [
    'Lingampally Railway Station',
    'Secunderabad Junction',
    'Hafeezpet Railway Station',
    'Kacheguda Railway Station',
  ],
  chennai: [
    'Tambaram Railway Station',
    'Guindy Railway Station',
    'Vandalur Railway Station',
    'Velachery MRTS',
  ],
  mysore: ['Mysuru Junction', 'Chamarajapuram Railway Station', 'Ashokapuram Railway Station'],
  hosur: ['Hosur Railway Station', 'Kelamangalam Railway Station'],
};
