// The languages a sales-team member may speak with buyers (issue 26, people): one copy for the API's
// schemas and the studio's form. Runtime-free: this folder imports nothing (eslint.config.js).

/** India's most spoken languages, and English. */
export const SALES_LANGUAGES = [
  'English',
  'Hindi',
  'Kannada',
  'Tamil',
  'Telugu',
  'Malayalam',
  'Marathi',
  'Bengali',
  'Gujarati',
  'Punjabi',
  'Urdu',
  'Odia',
] as const;
export type SalesLanguage = (typeof SALES_LANGUAGES)[number];
