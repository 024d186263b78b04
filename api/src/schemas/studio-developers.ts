// The studio's developers' submissions (issue 26): the /for-developers forms as the team works them,
// each with a status, notes and an owner on the team.
import Type, { type Static } from 'typebox';
import {
  DEVELOPER_SUBMISSION_NOTES_MAX,
  DEVELOPER_SUBMISSION_STATUSES,
} from '../contract/developer-submission-status.ts';
import { STAFF_ROLES } from '../contract/staff-roles.ts';
import { Envelope, IdSchema, PageQuerySchema, PaginationSchema } from './common.ts';

export const DeveloperSubmissionStatusSchema = Type.Enum(DEVELOPER_SUBMISSION_STATUSES, {
  description: 'new: nobody has acted on it; contacted; onboarded; declined',
});

export const DeveloperSubmissionSchema = Type.Object({
  _id: IdSchema,
  created_at: Type.String({ format: 'date-time' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String({ description: 'E.164: +919876543210' }),
  developer_name: Type.String(),
  project_name: Type.String(),
  stage: Type.String(),
  is_project_rera_registered: Type.Boolean(),
  rera_number: Type.Union([Type.String(), Type.Null()]),
  property_type: Type.Array(Type.String()),
  configuration: Type.Array(Type.String()),
  remarks: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  status: DeveloperSubmissionStatusSchema,
  notes: Type.String(),
  owner: Type.Union([Type.Object({ _id: IdSchema, name: Type.String() }), Type.Null()], {
    description: 'Who on the team owns it; null for nobody',
  }),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the team last changed it; null if never',
  }),
});
export type DeveloperSubmission = Static<typeof DeveloperSubmissionSchema>;

export const DeveloperSubmissionsQuerySchema = Type.Object(
  {
    status: Type.Optional(DeveloperSubmissionStatusSchema),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type DeveloperSubmissionsQuery = Static<typeof DeveloperSubmissionsQuerySchema>;

export const DeveloperSubmissionsResponseSchema = Envelope(
  Type.Object({ submissions: Type.Array(DeveloperSubmissionSchema), pagination: PaginationSchema }),
);
export type DeveloperSubmissionsResponse = Static<typeof DeveloperSubmissionsResponseSchema>;

export const DeveloperSubmissionPatchSchema = Type.Object(
  {
    status: Type.Optional(DeveloperSubmissionStatusSchema),
    notes: Type.Optional(Type.String({ maxLength: DEVELOPER_SUBMISSION_NOTES_MAX })),
    owner_staff_id: Type.Optional(
      Type.Union([IdSchema, Type.Null()], { description: 'A person on the staff; null for nobody' }),
    ),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    'x-messages': { minProperties: 'send at least one of status, notes and owner_staff_id' },
  },
);
export type DeveloperSubmissionPatch = Static<typeof DeveloperSubmissionPatchSchema>;

export const DeveloperSubmissionResponseSchema = Envelope(DeveloperSubmissionSchema);

/** A person on the staff who may own a submission, as editors may read them: no phone. */
export const SubmissionOwnerSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  role: Type.Enum(STAFF_ROLES),
});
export type SubmissionOwner = Static<typeof SubmissionOwnerSchema>;
export const SubmissionOwnersResponseSchema = Envelope(Type.Array(SubmissionOwnerSchema));
