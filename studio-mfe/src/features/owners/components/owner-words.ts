// How an owner's listing reads in the queue: its status, its age, its villa in a line.
import type { OwnerReviewStatus } from '@villa/api/contract/catalogue-options';
import type { OwnerSubmission } from '@villa/shared/contracts/entities';

export const REVIEW_NAMES: Record<OwnerReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** '5 hours', '3 days': how long it has waited (or waited before it was decided). */
export function ageText(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/** 'Duplex B-17 · 3 bedrooms'. */
export const villaLine = ({ fields }: OwnerSubmission) =>
  `${fields.villa_type} ${fields.villa_number} · ${fields.bedroom} ${fields.bedroom === '1' ? 'bedroom' : 'bedrooms'}`;

export const placeLine = ({ fields }: OwnerSubmission) => `${fields.location.name}, ${fields.city.name}`;
