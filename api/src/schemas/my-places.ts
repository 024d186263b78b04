import Type, { type Static } from 'typebox';
import { MY_PLACE_LABEL_LENGTH, MY_PLACES_MAX } from '../contract/my-places.ts';
import { Envelope } from './common.ts';

/** One of a buyer's places (issue 29): what they call it, what it is, and where. */
export const MyPlaceSchema = Type.Object(
  {
    label: Type.String({
      minLength: MY_PLACE_LABEL_LENGTH.min,
      maxLength: MY_PLACE_LABEL_LENGTH.max,
      pattern: '\\S',
      description: "The buyer's name for it: 'Office', 'School', 'Parents'…",
    }),
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: 'The place as picked: a locality, a Google place, or the pin dropped',
    }),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);
export type MyPlace = Static<typeof MyPlaceSchema>;

export const MyPlacesBodySchema = Type.Object(
  { places: Type.Array(MyPlaceSchema, { maxItems: MY_PLACES_MAX }) },
  { additionalProperties: false },
);
export type MyPlacesBody = Static<typeof MyPlacesBodySchema>;

export const MyPlacesResponseSchema = Envelope(Type.Array(MyPlaceSchema));
export type MyPlacesResponse = Static<typeof MyPlacesResponseSchema>;
