import Type, { type Static } from 'typebox';
import { Envelope, IdSchema } from './common.ts';
import { UnitFiltersSchema } from './catalogue.ts';

/** A saved filter: the filter payload of spec 3, kept so that a link can carry it. */
export const SavedFilterParamsSchema = Type.Object({ id: IdSchema });
export type SavedFilterParams = Static<typeof SavedFilterParamsSchema>;

export const SavedFilterCreatedResponseSchema = Envelope(Type.Object({ _id: IdSchema }));
export type SavedFilterCreatedResponse = Static<typeof SavedFilterCreatedResponseSchema>;

export const SavedFilterResponseSchema = Envelope(
  Type.Intersect([UnitFiltersSchema, Type.Object({ _id: IdSchema })]),
);
export type SavedFilterResponse = Static<typeof SavedFilterResponseSchema>;
