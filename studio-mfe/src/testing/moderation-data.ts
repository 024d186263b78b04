// The comments and developers' pages' stories and tests: a comment and a developer's submission.
import type { DeveloperSubmission, StudioComment } from '@villa/shared/contracts/entities';

export const comment: StudioComment = {
  _id: '6742a1f00000000000d00001',
  post_id: '6742a1f00000000000f00001',
  post_slug: 'buying-a-villa-in-goa',
  post_title: 'Buying a villa in Goa',
  name: 'Priya N',
  email: 'priya@example.com',
  comment: 'Cheap pills <b>here</b>',
  created_at: '2026-11-26T04:30:00.000Z',
  hidden: false,
  hidden_at: null,
  address_comments: 14,
};

export const submission: DeveloperSubmission = {
  _id: '6742a1f00000000000e10001',
  created_at: '2026-11-25T06:00:00.000Z',
  name: 'Rahul Verma',
  email: 'rahul@lakeside.example',
  phone: '+919812345678',
  developer_name: 'Lakeside Builders',
  project_name: 'Lakeside Greens',
  stage: 'Under construction',
  is_project_rera_registered: true,
  rera_number: 'PRM/KA/RERA/1251',
  property_type: ['Villa'],
  configuration: ['3 BHK', '4 BHK'],
  remarks: 'Forty villas, handover in 2027.',
  city: 'Bengaluru',
  location: 'Whitefield',
  status: 'new',
  notes: '',
  owner: null,
  updated_at: null,
};

export const paged = <T>(key: string, rows: T[]) => ({
  status: 'success',
  data: { [key]: rows, pagination: { page: 1, limit: 50, total: rows.length, totalPages: 1 } },
});
