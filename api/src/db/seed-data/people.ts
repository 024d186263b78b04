// The sales team of spec 2.5 (six members, all in Bangalore, 11 to 23 years of experience) and
// customer reviews.
import type { SalesLanguage } from '../../contract/languages.ts';

export interface SalesMemberSeed {
  name: string;
  exp: number;
  designation: string;
  email: string;
  phone: string;
  /** The languages they speak with buyers (contract/languages.ts). */
  languages: SalesLanguage[];
}

export const SALES_TEAM: SalesMemberSeed[] = [
  {
    name: 'Ramesh Gowda',
    exp: 23,
    designation: 'Chief Sales Officer',
    email: 'ramesh.gowda@villamarketplace.in',
    phone: '+91 98450 21734',
    languages: ['English', 'Kannada', 'Hindi'],
  },
  {
    name: 'Priya Nair',
    exp: 19,
    designation: 'Chief Business Officer',
    email: 'priya.nair@villamarketplace.in',
    phone: '+91 98801 45290',
    languages: ['English', 'Malayalam', 'Hindi'],
  },
  {
    name: 'Arjun Reddy',
    exp: 16,
    designation: 'AVP Sales',
    email: 'arjun.reddy@villamarketplace.in',
    phone: '+91 99005 63418',
    languages: ['English', 'Telugu', 'Kannada'],
  },
  {
    name: 'Kavya Shetty',
    exp: 14,
    designation: 'AVP Project Curation',
    email: 'kavya.shetty@villamarketplace.in',
    phone: '+91 97414 88021',
    languages: ['English', 'Kannada', 'Tamil'],
  },
  {
    name: 'Vikram Rao',
    exp: 12,
    designation: 'Senior Sales Manager',
    email: 'vikram.rao@villamarketplace.in',
    phone: '+91 96113 27645',
    languages: ['English', 'Hindi', 'Marathi'],
  },
  {
    name: 'Ananya Iyer',
    exp: 11,
    designation: 'Senior Relationship Manager',
    email: 'ananya.iyer@villamarketplace.in',
    phone: '+91 95386 10492',
    languages: ['English', 'Tamil', 'Hindi'],
  },
];

export interface ReviewSeed {
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
}

export const REVIEWS: ReviewSeed[] = [
  {
    name: 'Sanjay Mehta',
    rating: 5,
    review:
      'We shortlisted three villa projects on Sarjapur Road in one weekend. Our relationship manager had visited every site and was candid about the one with drainage issues. We bought in the second.',
  },
  {
    name: 'Lakshmi Narayanan',
    rating: 5,
    review:
      'As NRIs in Singapore we could not visit often. The team did video walkthroughs, checked the title papers with our lawyer and coordinated the registration when we flew in.',
  },
  {
    name: 'Rohit Kulkarni',
    rating: 4,
    review:
      'Good range of verified projects and no pushy calls. The EMI and price breakdown on each villa page helped us fix a budget before visiting.',
  },
  {
    name: 'Deepa Srinivasan',
    rating: 5,
    review:
      'They compared the maintenance charges and clubhouse costs across four gated communities for us. That comparison alone saved us from a bad decision.',
  },
  {
    name: 'Imran Sheikh',
    rating: 4,
    review:
      'Smooth experience buying a villa in Kokapet. Site visits were well planned; I only wish the map showed school distances by default.',
  },
  {
    name: 'Anitha Reddy',
    rating: 5,
    review:
      'No pressure, no jargon, exactly as promised. Our expert explained the difference between carpet area and built-up area with the actual floor plans.',
  },
  {
    name: 'Karthik Subramanian',
    rating: 3,
    review:
      'The listings are accurate, but it took two follow-ups to get the revised price sheet from one builder. The team did eventually sort it out.',
  },
  {
    name: 'Neha Agarwal',
    rating: 5,
    review:
      'We moved from an apartment in Koramangala to a villa near Hennur. The shortlist matched our brief almost perfectly and the RERA details were all in one place.',
  },
  {
    name: 'Pradeep Hegde',
    rating: 4,
    review:
      'Helpful for understanding the Devanahalli market. They were honest that possession might slip by a quarter, which it did.',
  },
  {
    name: 'Fatima Khan',
    rating: 5,
    review:
      'The schedule-a-call option was convenient. Ananya called exactly at the time I picked and had already read my enquiry.',
  },
  {
    name: 'Venkatesh Iyer',
    rating: 2,
    review:
      'The project I liked in Chennai was sold out by the time I enquired. The listing should have been updated sooner.',
  },
  {
    name: 'Shruti Deshpande',
    rating: 5,
    review:
      'From the first site visit to the home loan tie-up, everything was coordinated. Our villa in Mysore was handed over on the promised date.',
  },
  {
    name: 'Manoj Pillai',
    rating: 4,
    review:
      'Clear information on plot rate and construction rate, which made negotiating much easier. Recommended for first-time villa buyers.',
  },
  {
    name: 'Divya Menon',
    rating: 5,
    review:
      'We walked through six villas in Hosur and Bengaluru in a single day. The team knew every project inside out.',
  },
];
