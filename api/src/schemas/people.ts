import Type, { type Static } from 'typebox';
import { Envelope, IdSchema } from './common.ts';

export const SalesMemberSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  exp: Type.Integer({ description: 'Years of experience' }),
  location: Type.String(),
  designation: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  phone: Type.String(),
  /** The languages they speak with buyers (contract/languages.ts). */
  languages: Type.Array(Type.String()),
  /** The cities whose buyers they look after. */
  city_ids: Type.Array(IdSchema),
});
export type SalesMember = Static<typeof SalesMemberSchema>;

export const ReviewSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review: Type.String(),
});
export type Review = Static<typeof ReviewSchema>;

export const PhoneSchema = Type.Object({ code: Type.String(), number: Type.String() });

export const UserSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  phone: PhoneSchema,
  phone_number: Type.String(),
});
export type User = Static<typeof UserSchema>;

export const SalesTeamResponseSchema = Envelope(Type.Array(SalesMemberSchema));
export type SalesTeamResponse = Static<typeof SalesTeamResponseSchema>;
export const ReviewsResponseSchema = Envelope(Type.Array(ReviewSchema));
export type ReviewsResponse = Static<typeof ReviewsResponseSchema>;
