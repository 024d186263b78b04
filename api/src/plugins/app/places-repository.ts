// Places near a project (issue 10): per category of the Location section, the nearest places of each
// type in the project's city, from our own table, so the section works without a Google Maps key.
// Distances are straight lines (haversine), and the answer says so.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import type { NearbyCategory, NearbyPlace, NearbyPlaces, PlaceType } from '../../schemas/index.ts';

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

/** The spec's nearby search asks for at most 5 places of a type. */
export const NEARBY_PER_TYPE = 5;
/** How far places of a type are looked for (the spec leaves the radius open). */
export const NEARBY_RADIUS_KM = 10;
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
        lat: number;
        lng: number;
      }>('SELECT id, slug, name, city_id, lat, lng FROM projects WHERE slug = $1', [slug]);
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
         UNION ALL
         (SELECT id, name, type, lat, lng, ${DISTANCE_KM} AS km FROM places
          WHERE type = 'airport' ORDER BY km, id LIMIT 1)
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
      const categories: NearbyCategory[] = NEARBY_CATEGORIES.map((category) => ({
        name: category.name,
        groups: category.groups.map(({ type, label }) => ({
          type,
          label,
          places: rows.filter((row) => row.type === type).map(toPlace),
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
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;

export default fp(
  async (app) => {
    app.decorate('places', createPlacesRepository(app.db));
  },
  { name: 'places-repository', dependencies: ['db'] },
);
