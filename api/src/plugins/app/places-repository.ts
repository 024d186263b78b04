// Places near a project (issue 10): per category of the Location section, the nearest places of each
// type in the project's city, from our own table, so the section works without a Google Maps key.
// Distances are straight lines (haversine), and the answer says so. Also the place search of the
// city and location picker, which without a key looks in the same table.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { PUBLISHED_PROJECT } from './catalogue-summaries.ts';
import type { CityPlace, NearbyCategory, NearbyPlace, NearbyPlaces, PlaceType } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesRepository;
  }
}

/** The spec's Location categories (2.4), in the page's order, with the label of each type. */
export const NEARBY_CATEGORIES: readonly {
  name: string;
  groups: readonly { type: PlaceType; label: string }[];
}[] = [
  {
    name: 'Transit',
    groups: [
      { type: 'bus_station', label: 'Bus Stations' },
      { type: 'airport', label: 'Airport' },
      { type: 'subway_station', label: 'Metro Stations' },
      { type: 'train_station', label: 'Train Stations' },
    ],
  },
  {
    name: 'Essentials',
    groups: [
      { type: 'hospital', label: 'Hospitals' },
      { type: 'school', label: 'Schools' },
      { type: 'atm', label: 'ATMs' },
    ],
  },
  {
    name: 'Utility',
    groups: [
      { type: 'movie_theater', label: 'Theater' },
      { type: 'supermarket', label: 'Supermarket' },
    ],
  },
];

/**
 * The airport reference point by the project's city, lower-cased (spec 3: "Three defaults: the Bangalore
 * international airport, the Hyderabad international airport, Mysore Airport. The reference is chosen
 * by city: one for Bengaluru or Hosur, one for Mysore, a default otherwise."). The default of a city not
 * named here is its own airport when it has one (Hyderabad's, Chennai's), else DEFAULT_AIRPORT.
 */
const AIRPORT_BY_CITY: ReadonlyMap<string, string> = new Map([
  ['bengaluru', 'Kempegowda International Airport'],
  ['hosur', 'Kempegowda International Airport'],
  ['mysore', 'Mysore Airport'],
]);
/** The spec's remaining default: the Hyderabad international airport. */
const DEFAULT_AIRPORT = 'Rajiv Gandhi International Airport';

/** The spec's nearby search asks for at most 5 places of a type. */
export const NEARBY_PER_TYPE = 5;
/** How far places of a type are looked for (the spec leaves the radius open). */
export const NEARBY_RADIUS_KM = 10;
/** The place search answers with at most this many places. */
const PLACE_SEARCH_LIMIT = 10;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Haversine distance in km from the point ($1, $2) to the row's lat/lng. */
const DISTANCE_KM = `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin(radians(lat - $1::float8) / 2), 2)
  + cos(radians($1::float8)) * cos(radians(lat)) * power(sin(radians(lng - $2::float8) / 2), 2))))`;

interface PlaceRow {
  id: string;
  name: string | null;
  type: PlaceType;
  lat: number;
  lng: number;
  km: number;
}

const toPlace = (row: PlaceRow): NearbyPlace => ({
  id: row.id,
  name: row.name,
  type: row.type,
  location: { lat: row.lat, lng: row.lng },
  distance_km: Math.round(row.km * 1000) / 1000,
});

export function createPlacesRepository(db: Db) {
  return {
    /** The places near the project of `slug`, by category; null when there is no such project. */
    async nearProject(slug: string): Promise<NearbyPlaces | null> {
      const [project] = await db.query<{
        id: string;
        slug: string;
        name: string;
        city_id: string;
        city_name: string;
        lat: number;
        lng: number;
      }>(
        `SELECT p.id, p.slug, p.name, p.city_id, c.name AS city_name, p.lat, p.lng
         FROM projects p JOIN cities c ON c.id = p.city_id WHERE p.slug = $1 AND ${PUBLISHED_PROJECT}`,
        [slug],
      );
      if (!project) return null;
      const types = NEARBY_CATEGORIES.flatMap((category) =>
        category.groups.map((group) => group.type),
      ).filter((type) => type !== 'airport');
      // A band of latitude first, so the (city_id, type, lat) index does the narrowing.
      const rows = await db.query<PlaceRow>(
        `SELECT id, name, type, lat, lng, km FROM (
           SELECT id, name, type, lat, lng, km, row_number() OVER (PARTITION BY type ORDER BY km, id) AS rank
           FROM (
             SELECT id, name, type, lat, lng, ${DISTANCE_KM} AS km FROM places
             WHERE city_id = $3 AND type = ANY($4::text[]) AND lat BETWEEN $1::float8 - $5 AND $1::float8 + $5
           ) banded
           WHERE km <= $6
         ) ranked
         WHERE rank <= $7
         ORDER BY km, id`,
        [
          project.lat,
          project.lng,
          project.city_id,
          types,
          NEARBY_RADIUS_KM / KM_PER_DEGREE_OF_LATITUDE,
          NEARBY_RADIUS_KM,
          NEARBY_PER_TYPE,
        ],
      );
      // The city's reference airport (AIRPORT_BY_CITY), else the city's own nearest, else the default.
      const airports = await db.query<PlaceRow>(
        `SELECT id, name, type, lat, lng, ${DISTANCE_KM} AS km FROM places
         WHERE type = 'airport' AND (name = $4::text OR city_id = $3 OR name = $5::text)
         ORDER BY CASE WHEN name = $4::text THEN 0 WHEN city_id = $3 THEN 1 ELSE 2 END, km, id
         LIMIT 1`,
        [
          project.lat,
          project.lng,
          project.city_id,
          AIRPORT_BY_CITY.get(project.city_name.toLowerCase()) ?? null,
          DEFAULT_AIRPORT,
        ],
      );
      const places = [...rows, ...airports];
      const categories: NearbyCategory[] = NEARBY_CATEGORIES.map((category) => ({
        name: category.name,
        groups: category.groups.map(({ type, label }) => ({
          type,
          label,
          places: places.filter((row) => row.type === type).map(toPlace),
        })),
      }));
      return {
        project: {
          _id: project.id,
          slug: project.slug,
          name: project.name,
          location: { lat: project.lat, lng: project.lng },
        },
        distance_measure: 'straight_line',
        radius_km: NEARBY_RADIUS_KM,
        categories,
      };
    },

    /**
     * The named places of the city whose name holds `text`, in any case: those whose name starts with
     * it first, then A to Z; at most PLACE_SEARCH_LIMIT. Null when there is no such city.
     */
    async searchInCity(cityId: string, text: string): Promise<CityPlace[] | null> {
      const [city] = await db.query<{ id: string }>('SELECT id FROM cities WHERE id = $1', [cityId]);
      if (!city) return null;
      // strpos rather than ILIKE: the text's % and _ are letters to find, not wildcards. A city has a
      // few hundred places, which its city_id index narrows to; no index serves a match inside names.
      return db.query<CityPlace>(
        `SELECT id, name, type, lat, lng FROM places
         WHERE city_id = $1 AND name IS NOT NULL AND strpos(lower(name), lower($2)) > 0
         ORDER BY strpos(lower(name), lower($2)) = 1 DESC, lower(name) COLLATE "C", id
         LIMIT $3`,
        [cityId, text, PLACE_SEARCH_LIMIT],
      );
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;

export default fp(
  async (app) => {
    app.decorate('places', createPlacesRepository(app.db));
  },
  { name: 'places-repository', dependencies: ['db'] },
);
