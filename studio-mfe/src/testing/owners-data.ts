// Owners' listings as the studio's stories and tests see them.
import type { OwnerSubmission } from '@villa/shared/contracts/entities';

export const pendingListing: OwnerSubmission = {
  _id: '6742a1f00000000000b00001',
  review_status: 'pending',
  created_at: '2026-11-25T04:00:00.000Z',
  age_hours: 53,
  contact: { name: 'Suresh Nair', email: 'suresh@example.in', phone_number: '+91 9845098450' },
  fields: {
    villa_type: 'Duplex',
    villa_number: 'B-17',
    bedroom: '4',
    bathrooms: '4',
    balconies: '2',
    builtup_area: 3200,
    villa_price: 32_000_000,
    main_door_facing: 'East',
    furnishing: 'Semi-Furnished',
    property_stage: 'Ready To Move',
    property_age_in_years: 3,
    car_parking: '2',
    available_from: '2026-12-15',
    city: { _id: '6745a1c0a1b2c3d4e5f60301', name: 'Bengaluru' },
    location: { _id: '6745a1c0a1b2c3d4e5f60311', name: 'Whitefield' },
  },
  photos: [
    {
      upload_id: '6742a1f00000000000f00201',
      url: '/api/v1/uploads/6742a1f00000000000f00201/display',
      card_url: '/api/v1/uploads/6742a1f00000000000f00201/card',
    },
  ],
  review: null,
};

export const rejectedListing: OwnerSubmission = {
  ...pendingListing,
  _id: '6742a1f00000000000b00002',
  review_status: 'rejected',
  age_hours: 5,
  contact: { name: 'Lakshmi Rao', email: 'lakshmi@example.in', phone_number: '+91 9900099000' },
  fields: { ...pendingListing.fields, villa_number: 'C-4' },
  photos: [],
  review: {
    at: '2026-11-26T10:00:00.000Z',
    by: 'Ravi Kumar',
    rejection_reason: 'The photos are of another villa',
    unit: null,
  },
};

export const ownersPage = (submissions: OwnerSubmission[]) => ({
  status: 'success' as const,
  data: {
    submissions,
    pagination: { page: 1, limit: 50, total: submissions.length, totalPages: submissions.length > 0 ? 1 : 0 },
  },
});
