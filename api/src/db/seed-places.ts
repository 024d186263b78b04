// The seed's nearby places: a few of each type within 0.3 to 8 km of every locality (so of every
// project, which sits within a kilometre of its locality), plus the airports. From a generator of its
// own, so adding places left every other seeded row as it was.
import { createIdGenerator } from '../lib/ids.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import {
  AIRPORTS,
  ATMS,
  BUS_OPERATORS,
  HOSPITALS,
  METRO_STATIONS,
  SCHOOLS,
  SUPERMARKETS,
  THEATERS,
  TRAIN_STATIONS,
} from './seed-data/nearby-places.ts';
import { LOCALITIES, type LocalitySeed } from './seed-data/places.ts';

const PLACES_SEED = 20_240_602;
const PLACES_CLOCK_START = Date.UTC(2024, 5, 2);
const KM_PER_DEGREE = 111.32;
/** Some map entries carry no name: the page shows them as 'Unknown'. */
const UNNAMED_SHARE = 0.08;

export interface PlaceRow {
  [column: string]: unknown;
  id: string;
  city_id: string;
  name: string | null;
  type: string;
  lat: number;
  lng: number;
}

const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point `km` away from the locality in a random direction. */
function around(prng: Prng, locality: LocalitySeed, minKm: number, maxKm: number) {
  const km = minKm + prng.next() * (maxKm - minKm);
  const bearing = prng.next() * 2 * Math.PI;
  const lat = locality.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng =
    locality.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((locality.lat * Math.PI) / 180));
  return { lat: coordinate(lat), lng: coordinate(lng) };
}

/** The names a locality's places of each type may take, or none for a type the city lacks. */
function namesNear(locality: LocalitySeed): Record<string, string[]> {
  const metro = METRO_STATIONS[locality.city];
  return {
    bus_station: [
      `${locality.name} Bus Stop`,
      `${locality.name} ${BUS_OPERATORS[locality.city]} Bus Stand`,
      `${locality.landmark.replace(/^the /i, '').replace(/^./, (first) => first.toUpperCase())} Bus Stop`,
    ],
    // A chain's branch is named by its locality, as maps name them: no two alike in a list.
    school: SCHOOLS.map((school) => `${school} ${locality.name}`),
    hospital: HOSPITALS.map((hospital) => `${hospital} ${locality.name}`),
    atm: ATMS.map((atm) => `${atm} ${locality.name}`),
    supermarket: SUPERMARKETS.map((supermarket) => `${supermarket} ${locality.name}`),
    movie_theater: THEATERS.map((theater) => `${theater} ${locality.name}`),
    // Metro stations take their locality's name; the city's list adds the well-known ones.
    subway_station: metro
      ? [`${locality.name} Metro Station`, ...metro.map((station) => `${station} Metro Station`)]
      : [],
    train_station: TRAIN_STATIONS[locality.city],
  };
}

/** Every seeded place; `cityIds` maps a city key to its row's id. */
export function buildPlaces(cityIds: ReadonlyMap<string, string>): PlaceRow[] {
  const prng = createPrng(PLACES_SEED);
  let clock = PLACES_CLOCK_START;
  const nextId = createIdGenerator({ now: () => (clock += 1000), randomBytes: () => prng.bytes() });
  const cityId = (key: string) => {
    const id = cityIds.get(key);
    if (id === undefined) throw new Error(`Seed places: no city ${key}`);
    return id;
  };

  const places: PlaceRow[] = AIRPORTS.map((airport) => ({
    id: nextId(),
    city_id: cityId(airport.city),
    name: airport.name,
    type: 'airport',
    lat: airport.lat,
    lng: airport.lng,
  }));
  // A station is one place: placed near the first locality that draws it, never twice in a city.
  const placed = new Set<string>();
  for (const locality of LOCALITIES) {
    for (const [type, names] of Object.entries(namesNear(locality))) {
      if (names.length === 0) continue;
      // Stations are fewer and farther than shops and schools.
      const isStation = type === 'subway_station' || type === 'train_station';
      const count = isStation ? prng.int(1, 2) : prng.int(2, 4);
      for (const name of prng.sample(names, count)) {
        const key = `${locality.city}/${type}/${name}`;
        if (placed.has(key)) continue;
        placed.add(key);
        const unnamed = (type === 'bus_station' || type === 'atm') && prng.chance(UNNAMED_SHARE);
        places.push({
          id: nextId(),
          city_id: cityId(locality.city),
          name: unnamed ? null : name,
          type,
          ...around(prng, locality, isStation ? 1 : 0.3, isStation ? 8 : 5),
        });
      }
    }
  }
  return places;
}
