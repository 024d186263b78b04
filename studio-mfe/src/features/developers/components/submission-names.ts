import type { DeveloperSubmissionStatus } from '@villa/api/contract/developer-submission-status';

/** How the studio names each status of the contract's list. */
export const STATUS_NAMES: Record<DeveloperSubmissionStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  onboarded: 'Onboarded',
  declined: 'Declined',
};
