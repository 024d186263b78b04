import Type, { type Static } from 'typebox';
import { SEARCH_ALERTS_MAX } from '../contract/alerts.ts';
import { UnitFiltersSchema } from './catalogue.ts';
import { Envelope, IdSchema } from './common.ts';

/** A search that alerts (issue 29): a saved filter in a city. */
export const SearchAlertSchema = Type.Object({
  _id: IdSchema,
  filter_id: Type.String({
    ...IdSchema,
    description: 'The saved filter: /units?city=<city>&filters=<filter_id> opens the listing with it',
  }),
  city: Type.String(),
  filters: UnitFiltersSchema,
  created_at: Type.String({ format: 'date-time' }),
});

export const AlertSettingsSchema = Type.Object({
  price_drops: Type.Boolean({ description: "An SMS when a saved villa's price falls" }),
  stopped: Type.Boolean({
    description: "Stopped from an SMS's link: nothing is sent until an alert is turned on",
  }),
  searches: Type.Array(SearchAlertSchema, { maxItems: SEARCH_ALERTS_MAX }),
});
export const AlertSettingsResponseSchema = Envelope(AlertSettingsSchema);
export type AlertSettingsResponse = Static<typeof AlertSettingsResponseSchema>;

export const SearchAlertBodySchema = Type.Object(
  {
    city: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      description: "The listing's city, by name",
    }),
    filters: UnitFiltersSchema,
  },
  { additionalProperties: false },
);
export type SearchAlertBody = Static<typeof SearchAlertBodySchema>;

export const PriceDropsBodySchema = Type.Object(
  { price_drops: Type.Boolean() },
  { additionalProperties: false },
);
export type PriceDropsBody = Static<typeof PriceDropsBodySchema>;

export const SearchAlertParamsSchema = Type.Object({ id: IdSchema });
