// The studio's API (DESIGN.md section 10, issue 26): staff sign-in, the staff, and the audit log.
import Type, { type Static } from 'typebox';
import { SALES_LANGUAGES } from '../contract/languages.ts';
import { LISTING_STATUSES } from '../contract/listing-status.ts';
import { STAFF_ROLES } from '../contract/staff-roles.ts';
import { CountryCodeSchema, PhoneNumberSchema, TokenSchema } from './auth.ts';
import { EmailSchema, Envelope, IdSchema, PaginationSchema, PageQuerySchema } from './common.ts';
import { SalesMemberSchema } from './people.ts';

export const StaffRoleSchema = Type.Enum(STAFF_ROLES, {
  description: 'admin: everything and the staff; editor: catalogue, submissions, blog, people; sales: leads',
});

export const StaffMemberSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  phone: Type.Object({ code: Type.String(), number: Type.String() }),
  role: StaffRoleSchema,
  created_at: Type.String({ format: 'date-time' }),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

/** Text a person on the team writes: any script, 1 to `maxLength` characters, not only spaces. */
export const TeamText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const StaffNameSchema = TeamText(100);

export const StaffSignInBodySchema = Type.Object(
  {
    phone_number: PhoneNumberSchema,
    country_code: CountryCodeSchema,
    verification_id: TokenSchema,
  },
  { additionalProperties: false },
);
export type StaffSignInBody = Static<typeof StaffSignInBodySchema>;

export const StaffSessionResponseSchema = Envelope(
  Type.Object({
    token: TokenSchema,
    expires_at: Type.String({
      format: 'date-time',
      description: 'At the latest; 30 idle minutes end it sooner',
    }),
    staff: StaffMemberSchema,
  }),
);
export type StaffSessionResponse = Static<typeof StaffSessionResponseSchema>;

export const StaffMeResponseSchema = Envelope(StaffMemberSchema);
export const StaffListResponseSchema = Envelope(Type.Array(StaffMemberSchema));
export type StaffListResponse = Static<typeof StaffListResponseSchema>;
export const StaffMemberResponseSchema = Envelope(StaffMemberSchema);
export type StaffMemberResponse = Static<typeof StaffMemberResponseSchema>;

export const AddStaffBodySchema = Type.Object(
  {
    name: StaffNameSchema,
    phone_number: PhoneNumberSchema,
    country_code: CountryCodeSchema,
    role: StaffRoleSchema,
  },
  { additionalProperties: false },
);
export type AddStaffBody = Static<typeof AddStaffBodySchema>;

export const StaffRoleBodySchema = Type.Object({ role: StaffRoleSchema }, { additionalProperties: false });
export type StaffRoleBody = Static<typeof StaffRoleBodySchema>;

export const StaffIdParamsSchema = Type.Object({ id: IdSchema });

export const SignedOutResponseSchema = Type.Object({ status: Type.Literal('success') });

export const AuditEntrySchema = Type.Object({
  _id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  staff_id: Type.Union([IdSchema, Type.Null()]),
  actor: Type.String({ description: 'Who, as they were named then' }),
  action: Type.String(),
  record_type: Type.String(),
  record_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditQuerySchema = Type.Object(
  {
    staff_id: Type.Optional(IdSchema),
    record_type: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' })),
    record_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditListResponseSchema = Envelope(
  Type.Object({ entries: Type.Array(AuditEntrySchema), pagination: PaginationSchema }),
);
export type AuditListResponse = Static<typeof AuditListResponseSchema>;

/** What `npm run staff` sends the server that holds the embedded database (routes/admin). */
export const StaffCommandSchema = Type.Union([
  Type.Object({ action: Type.Literal('list') }, { additionalProperties: false }),
  Type.Object(
    { action: Type.Literal('add'), name: StaffNameSchema, phone: Type.String(), role: StaffRoleSchema },
    { additionalProperties: false },
  ),
  Type.Object(
    { action: Type.Literal('role'), phone: Type.String(), role: StaffRoleSchema },
    { additionalProperties: false },
  ),
  Type.Object({ action: Type.Literal('remove'), phone: Type.String() }, { additionalProperties: false }),
]);
export type StaffCommand = Static<typeof StaffCommandSchema>;

export const ListingStatusSchema = Type.Enum(LISTING_STATUSES, {
  description: 'draft: never public; published; withdrawn: taken down, may return; archived: for good',
});

export const StudioProjectSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  builder: Type.String(),
  city: Type.String(),
  status: ListingStatusSchema,
  units: Type.Object({
    draft: Type.Integer(),
    published: Type.Integer(),
    withdrawn: Type.Integer(),
    archived: Type.Integer(),
  }),
});
export type StudioProject = Static<typeof StudioProjectSchema>;

export const StudioUnitSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  status: ListingStatusSchema,
});
export type StudioUnit = Static<typeof StudioUnitSchema>;

export const StudioProjectsQuerySchema = Type.Object(
  {
    status: Type.Optional(ListingStatusSchema),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type StudioProjectsQuery = Static<typeof StudioProjectsQuerySchema>;

export const StudioProjectsResponseSchema = Envelope(
  Type.Object({ projects: Type.Array(StudioProjectSchema), pagination: PaginationSchema }),
);
export const StudioUnitsResponseSchema = Envelope(Type.Array(StudioUnitSchema));

export const ListingStatusBodySchema = Type.Object(
  { status: ListingStatusSchema },
  { additionalProperties: false },
);
export const ListingStatusResponseSchema = Envelope(
  Type.Object({ _id: IdSchema, status: ListingStatusSchema }),
);

/** A sales-team member as the studio writes one: what the About and expert pages show. */
export const SalesMemberBodySchema = Type.Object(
  {
    name: TeamText(100),
    exp: Type.Integer({ minimum: 0, maximum: 60, description: 'Years of experience' }),
    location: TeamText(100),
    designation: TeamText(100),
    image: Type.Union(
      [Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }), Type.Null()],
      {
        description: 'A path on this site (an upload) or an https URL; null for none',
      },
    ),
    email: EmailSchema,
    phone: Type.String({ pattern: '^\\+[1-9][0-9]{7,14}$', description: 'E.164, e.g. +919876543210' }),
    languages: Type.Array(Type.Enum(SALES_LANGUAGES), {
      uniqueItems: true,
      maxItems: SALES_LANGUAGES.length,
      description: 'The languages they speak with buyers',
    }),
    city_ids: Type.Array(IdSchema, {
      uniqueItems: true,
      maxItems: 100,
      description: 'The cities whose buyers they look after (ids of GET /cities)',
    }),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'Order on the page' })),
    staff_id: Type.Optional(
      Type.Union([IdSchema, Type.Null()], {
        description:
          'The studio account (a staff member with the sales or admin role) that makes this member a relationship manager; one member per account; null unlinks',
      }),
    ),
    away: Type.Optional(Type.Boolean({ description: 'Away: the round-robin gives them no new leads' })),
  },
  { additionalProperties: false },
);
export type SalesMemberBody = Static<typeof SalesMemberBodySchema>;

/** A sales-team member as the studio reads one: what the pages show, and the inbox's link and away. */
export const StudioSalesMemberSchema = Type.Intersect([
  SalesMemberSchema,
  Type.Object({ staff_id: Type.Union([IdSchema, Type.Null()]), away: Type.Boolean() }),
]);
export type StudioSalesMember = Static<typeof StudioSalesMemberSchema>;
export const SalesMemberPatchSchema = Type.Partial(SalesMemberBodySchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type SalesMemberPatch = Static<typeof SalesMemberPatchSchema>;

export const ReviewBodySchema = Type.Object(
  {
    name: TeamText(100),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    review: TeamText(2000),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;
export const ReviewPatchSchema = Type.Partial(ReviewBodySchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type ReviewPatch = Static<typeof ReviewPatchSchema>;
