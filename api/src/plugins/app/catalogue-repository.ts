// Cities, locations, projects and units: the listing, the detail pages and the city picker. The
// listing (catalogue-listing.ts), the detail reads (catalogue-details.ts) and the retired addresses
// (catalogue-addresses.ts) each have their file; the cities and locations are read here.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { prepared, qb } from '../../db/kysely.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { City, Location } from '../../schemas/index.ts';
import { createAddressReads } from './catalogue-addresses.ts';
import { createDetailReads } from './catalogue-details.ts';
import { createListing } from './catalogue-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

const cities = () => qb.selectFrom('cities').select(['id', 'name', 'state', 'country', 'visibility']);
// Read on every listing and city page: built once (kysely.ts, prepared).
const cityById = prepared((id: string) => cities().where('id', '=', id));
const cityByName = prepared((name: string) =>
  cities().where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)]))),
);
const citiesOf = prepared((visibility: string) =>
  cities().where('visibility', '=', visibility).orderBy('position').orderBy('name'),
);
const cityIdOf = prepared((id: string) => qb.selectFrom('cities').select('id').where('id', '=', id));
const locationsOf = prepared((cityId: string) =>
  qb
    .selectFrom('locations')
    .select(['id', 'name', 'city_id', 'lat', 'lng'])
    .where('city_id', '=', cityId)
    .orderBy('name'),
);

function toCity(row: { id: string; name: string; state: string; country: string; visibility: string }): City {
  return {
    _id: row.id,
    name: row.name,
    state: row.state,
    country: row.country,
    // The column's CHECK allows these two values only (migrations/).
    visibility: row.visibility as City['visibility'],
  };
}

export function createCatalogueRepository(db: Db) {
  async function findCity(nameOrId: string): Promise<City | null> {
    const value = nameOrId.trim();
    const [row] = ID_PATTERN.test(value) ? await cityById(db, value) : await cityByName(db, value);
    return row ? toCity(row) : null;
  }

  return {
    findCity,

    async listCities(visibility: 'public' | 'hidden'): Promise<City[]> {
      const rows = await citiesOf(db, visibility);
      return rows.map(toCity);
    },

    /** The locations of a city, or null when there is no such city. */
    async listLocations(cityId: string): Promise<Location[] | null> {
      const [city] = await cityIdOf(db, cityId);
      if (!city) return null;
      const rows = await locationsOf(db, cityId);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        city_id: row.city_id,
        lat: row.lat,
        lng: row.lng,
      }));
    },

    listing: createListing(db, findCity),
    ...createDetailReads(db),
    ...createAddressReads(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export default fp(
  async (app) => {
    // Public reads: on the read replica when there is one (plugins/app/db.ts). Its cached answers
    // come from the primary while the replica has not replayed an edit (catalogue-cache.ts).
    app.decorate('catalogue', createCatalogueRepository(app.dbRead));
  },
  { name: 'catalogue-repository', dependencies: ['db'] },
);
