import Type, { type Static } from 'typebox';
import { Envelope, IdSchema } from './common.ts';

/** The spec's Place types (3); the map's home and search markers are not places. */
export const PLACE_TYPES = [
  'bus_station',
  'school',
  'hospital',
  'atm',
  'restaurant',
  'supermarket',
  'airport',
  'subway_station',
  'train_station',
  'movie_theater',
] as const;
export const PlaceTypeSchema = Type.Enum(PLACE_TYPES);
export type PlaceType = Static<typeof PlaceTypeSchema>;

export const LatLngSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() });
export type LatLng = Static<typeof LatLngSchema>;

export const NearbyPlaceSchema = Type.Object({
  id: IdSchema,
  /** Null when the place has no name: shown as 'Unknown'. */
  name: Type.Union([Type.String(), Type.Null()]),
  type: PlaceTypeSchema,
  location: LatLngSchema,
  distance_km: Type.Number({
    minimum: 0,
    description:
      'Straight-line (haversine, Earth radius 6371 km) distance from the project, in km to 3 decimals',
  }),
});
export type NearbyPlace = Static<typeof NearbyPlaceSchema>;

/** The places of one type, nearest first: at most 5 (the airport group: the city's one reference point). */
export const NearbyGroupSchema = Type.Object({
  type: PlaceTypeSchema,
  /** As the page shows it: 'Bus Stations', 'Airport', 'Theater'... */
  label: Type.String(),
  places: Type.Array(NearbyPlaceSchema),
});
export type NearbyGroup = Static<typeof NearbyGroupSchema>;

export const NearbyCategorySchema = Type.Object({
  /** 'Transit', 'Essentials' or 'Utility' (spec 2.4); the page's element id is the name in lower case. */
  name: Type.String(),
  groups: Type.Array(NearbyGroupSchema),
});
export type NearbyCategory = Static<typeof NearbyCategorySchema>;

export const NearbyPlacesSchema = Type.Object({
  project: Type.Object({ _id: IdSchema, slug: Type.String(), name: Type.String(), location: LatLngSchema }),
  /** How `distance_km` is measured: as the crow flies, not by road. */
  distance_measure: Type.Literal('straight_line'),
  /** How far the places of a type are looked for; the airport is the city's reference point, however far. */
  radius_km: Type.Number(),
  categories: Type.Array(NearbyCategorySchema),
});
export type NearbyPlaces = Static<typeof NearbyPlacesSchema>;

export const NearbyPlacesResponseSchema = Envelope(NearbyPlacesSchema);
export type NearbyPlacesResponse = Static<typeof NearbyPlacesResponseSchema>;

/** Place search begins at 2 characters (spec 2.3). */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** GET /locations/city/:cityId/places: what the city and location picker's search is given. */
export const PlaceSearchQuerySchema = Type.Object({
  search: Type.String({
    minLength: PLACE_SEARCH_MIN_LENGTH,
    maxLength: 100,
    description: 'Text found anywhere in the name, in any case; 2 to 100 characters once trimmed',
  }),
});
export type PlaceSearchQuery = Static<typeof PlaceSearchQuerySchema>;

/** A named place of a city, found by the place search. */
export const CityPlaceSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  type: PlaceTypeSchema,
  lat: Type.Number(),
  lng: Type.Number(),
});
export type CityPlace = Static<typeof CityPlaceSchema>;

/** At most 10, those whose name starts with the text first, then A to Z. */
export const CityPlacesResponseSchema = Envelope(Type.Array(CityPlaceSchema));
export type CityPlacesResponse = Static<typeof CityPlacesResponseSchema>;
