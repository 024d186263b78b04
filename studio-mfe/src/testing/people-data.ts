// The people page's stories and tests: a sales-team member, a review and the cities.
import type {
  City,
  RelationshipManagerRow,
  Review,
  SalesMember,
  StaffMember,
} from '@villa/shared/contracts/entities';

export const bengaluru: City = {
  _id: '6742a1f00000000000c00001',
  name: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  visibility: 'public',
};

export const teamMember: SalesMember = {
  _id: '6742a1f00000000000a00001',
  name: 'Kavya Menon',
  exp: 7,
  location: 'Bengaluru',
  designation: 'Senior villa advisor',
  image: null,
  email: 'kavya@villanest.example',
  phone: '+919845000111',
  languages: ['English', 'Kannada'],
  city_ids: [bengaluru._id],
};

export const review: Review = {
  _id: '6742a1f00000000000b00001',
  name: 'Arjun Shah',
  rating: 5,
  review: 'They found us a villa near the lake within a month.',
};

/** The answers the people page reads: the team, the reviews and the cities. */
export const peopleAnswers = (team: SalesMember[] = [teamMember], reviews: Review[] = [review]) => ({
  '/api/v1/team': { status: 'success', data: team },
  '/api/v1/reviews': { status: 'success', data: reviews },
  '/api/v1/locations/cities': { status: 'success', data: [bengaluru] },
});

/** A member as GET /studio/sales-managers lists them: linked to `account` (or not), and away or not. */
export const salesLinkOf = (
  member: SalesMember,
  account: StaffMember | null,
  away = false,
): RelationshipManagerRow => ({
  _id: member._id,
  name: member.name,
  image: member.image,
  staff: account ? { _id: account._id, name: account.name, role: account.role } : null,
  cities: [],
  away,
  open_leads: 0,
});
