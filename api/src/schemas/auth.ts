// Phone OTP login and the wishlist (spec §7).
import Type, { type Static } from 'typebox';
import { COUNTRY_CODE_PATTERN, OTP_PATTERN, PHONE_NUMBER_PATTERN } from '../contract/field-rules.ts';
import { EmailSchema, Envelope, IdSchema, PersonNameSchema } from './common.ts';
import { UnitSummarySchema } from './catalogue.ts';
import { UserSchema } from './people.ts';

/** As the enquiry form sends it: digits only; the server checks it is a valid mobile number there. */
export const PhoneNumberSchema = Type.String({
  pattern: PHONE_NUMBER_PATTERN,
  description: 'The number without the country code',
});
export const CountryCodeSchema = Type.String({
  pattern: COUNTRY_CODE_PATTERN,
  description: "The dial code, e.g. '+91'",
});
/** 256 random bits, base64url: a session token or a verification id. */
export const TokenSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export const GenerateOtpBodySchema = Type.Object(
  {
    phone_number: PhoneNumberSchema,
    country_code: CountryCodeSchema,
    email: Type.Optional(EmailSchema),
    /** What the enquiry form adds; accepted and not stored. */
    extras: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: Type.Union([
            Type.String({ maxLength: 500 }),
            Type.Number(),
            Type.Boolean(),
            Type.Null(),
          ]),
          maxProperties: 30,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type GenerateOtpBody = Static<typeof GenerateOtpBodySchema>;

export const GenerateOtpResponseSchema = Type.Object({ status: Type.Literal('success') });
export type GenerateOtpResponse = Static<typeof GenerateOtpResponseSchema>;

export const VerifyOtpBodySchema = Type.Object(
  {
    phone_number: PhoneNumberSchema,
    /** Defaults to '+91' (spec §9), as the spec's verify call sends only the number and the code. */
    country_code: Type.Optional(CountryCodeSchema),
    email: Type.Optional(EmailSchema),
    otp: Type.String({ pattern: OTP_PATTERN, description: 'The 6-digit code' }),
  },
  { additionalProperties: false },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBodySchema>;

export const VerifyOtpResponseSchema = Envelope(
  Type.Object({
    _id: Type.String({ description: 'The verification id for signup: single use, valid 10 minutes' }),
  }),
);
export type VerifyOtpResponse = Static<typeof VerifyOtpResponseSchema>;

export const SignupBodySchema = Type.Object(
  {
    email: EmailSchema,
    phone_number: PhoneNumberSchema,
    country_code: CountryCodeSchema,
    verification_id: TokenSchema,
    name: PersonNameSchema,
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

export const SignupResponseSchema = Envelope(
  Type.Object({
    user: UserSchema,
    token: Type.String({ description: 'The bearer token of the new session' }),
  }),
);
export type SignupResponse = Static<typeof SignupResponseSchema>;

export const LogoutResponseSchema = Type.Object({ status: Type.Literal('success') });
export type LogoutResponse = Static<typeof LogoutResponseSchema>;

/** A unit's _id or its slug: the spec reads the wishlist id both ways. */
export const WishlistParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
});
export type WishlistParams = Static<typeof WishlistParamsSchema>;

export const WishlistChangeResponseSchema = Envelope(
  Type.Object({
    _id: IdSchema,
    wishlisted: Type.Boolean({ description: 'Whether the unit is now in the wishlist' }),
  }),
);
export type WishlistChangeResponse = Static<typeof WishlistChangeResponseSchema>;

/** A saved villa: its summary, and the price it had when saved if that was higher (issue 29). */
export const WishlistUnitSchema = Type.Intersect([
  UnitSummarySchema,
  Type.Object({
    saved_price: Type.Optional(
      Type.Integer({ description: 'The price when the buyer saved it; only when it has fallen since' }),
    ),
  }),
]);
export type WishlistUnit = Static<typeof WishlistUnitSchema>;

export const WishlistResponseSchema = Envelope(Type.Array(WishlistUnitSchema));
export type WishlistResponse = Static<typeof WishlistResponseSchema>;
