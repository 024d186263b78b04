// Places near a project (issue 10): per category of the Location section, the nearest places of each
// type in the project's city, from our own table, so the section works without a Google Maps key.
// Distances are straight lines (haversine), and the answer says so. Also the place search of the
// city and location picker, which without a key looks in the same table.
import fp from 'fastify-plugin';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne, runSql } from '../../db/kysely.ts';
import type { PlacesTable } from '../../db/schema.generated.ts';
import { publishedProject } from './catalogue-summaries.ts';
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

/** Haversine distance in km from the point to the row's lat/lng. */
const distanceKm = (
  lat: number,
  lng: number,
) => sql<number>`2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
  power(sin(radians(lat - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${lng}::float8) / 2), 2))))`;

type PlaceRow = Pick<Selectable<PlacesTable>, 'id' | 'name' | 'type' | 'lat' | 'lng'> & { km: number };

/** places.type's CHECK (migrations/0009) allows the PlaceType values only. */
const placeType = (type: string) => type as PlaceType;

const toPlace = (row: PlaceRow): NearbyPlace => ({
  id: row.id,
  name: row.name,
  type: placeType(row.type),
  location: { lat: row.lat, lng: row.lng },
  distance_km: Math.round(row.km * 1000) / 1000,
});

export function createPlacesRepository(db: Db) {
  return {
    /** The places near the project of `slug`, by category; null when there is no such project. */
    async nearProject(slug: string): Promise<NearbyPlaces | null> {
      const project = await runOne(
        db,
        qb
          .selectFrom('projects as p')
          .innerJoin('cities as c', 'c.id', 'p.city_id')
          .select(['p.id', 'p.slug', 'p.name', 'p.city_id', 'c.name as city_name', 'p.lat', 'p.lng'])
          .where('p.slug', '=', slug)
          .where(publishedProject),
      );
      if (!project) return null;
      const types = NEARBY_CATEGORIES.flatMap((category) =>
        category.groups.map((group) => group.type),
      ).filter((type) => type !== 'airport');
      const distance = distanceKm(project.lat, project.lng);
      const band = NEARBY_RADIUS_KM / KM_PER_DEGREE_OF_LATITUDE;
      // A band of latitude first, so the (city_id, type, lat) index does the narrowing. Ranked per type
      // over a subquery: written as SQL.
      const rows = await runSql(
        db,
        sql<PlaceRow>`SELECT id, name, type, lat, lng, km FROM (
           SELECT id, name, type, lat, lng, km, row_number() OVER (PARTITION BY type ORDER BY km, id) AS rank
           FROM (
             SELECT id, name, type, lat, lng, ${distance} AS km FROM places
             WHERE city_id = ${project.city_id} AND type = ANY(${types}::text[])
               AND lat BETWEEN ${project.lat}::float8 - ${band} AND ${project.lat}::float8 + ${band}
           ) banded
           WHERE km <= ${NEARBY_RADIUS_KM}
         ) ranked
         WHERE rank <= ${NEARBY_PER_TYPE}
         ORDER BY km, id`,
      );
      // The city's reference airport (AIRPORT_BY_CITY), else the city's own nearest, else the default.
      const reference = AIRPORT_BY_CITY.get(project.city_name.toLowerCase()) ?? null;
      const airports = await run(
        db,
        qb
          .selectFrom('places')
          .select(['id', 'name', 'type', 'lat', 'lng', distance.as('km')])
          .where('type', '=', sql.lit('airport'))
          .where(
            sql<boolean>`(name = ${reference}::text OR city_id = ${project.city_id} OR name = ${DEFAULT_AIRPORT}::text)`,
          )
          .orderBy(
            sql`CASE WHEN name = ${reference}::text THEN 0 WHEN city_id = ${project.city_id} THEN 1 ELSE 2 END`,
          )
          .orderBy('km')
          .orderBy('id')
          .limit(1),
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
      const city = await runOne(db, qb.selectFrom('cities').select('id').where('id', '=', cityId));
      if (!city) return null;
      // strpos rather than ILIKE: the text's % and _ are letters to find, not wildcards. A city has a
      // few hundred places, which its city_id index narrows to; no index serves a match inside names.
      const found = sql<number>`strpos(lower(name), lower(${text}))`;
      const rows = await run(
        db,
        qb
          .selectFrom('places')
          .select(['id', 'name', 'type', 'lat', 'lng'])
          .where('city_id', '=', cityId)
          .where('name', 'is not', null)
          .$narrowType<{ name: string }>()
          .where(found, '>', 0)
          .orderBy(sql`${found} = 1 DESC`)
          .orderBy(sql`lower(name) COLLATE "C"`)
          .orderBy('id')
          .limit(PLACE_SEARCH_LIMIT),
      );
      return rows.map((row) => ({ ...row, type: placeType(row.type) }));
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
