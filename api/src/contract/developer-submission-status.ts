// Where the team is with a developer's submission from /for-developers (issue 26, migration 0021):
// one copy for the API and the studio. Runtime-free: this folder imports nothing (eslint.config.js).

/** new: nobody has acted on it; contacted; onboarded: the developer's projects come to us; declined. */
export const DEVELOPER_SUBMISSION_STATUSES = ['new', 'contacted', 'onboarded', 'declined'] as const;
export type DeveloperSubmissionStatus = (typeof DEVELOPER_SUBMISSION_STATUSES)[number];

/** The team's notes on one submission: at most this many characters (the column's check too). */
export const DEVELOPER_SUBMISSION_NOTES_MAX = 4000;

/** Submissions per page of the studio's list. */
export const DEVELOPER_SUBMISSIONS_PAGE_SIZE = 50;
