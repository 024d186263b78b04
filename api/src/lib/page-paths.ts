// The site paths of the buyer pages the server names itself: in the sitemaps, and in the 301 from a
// listing's old slug. The shell's route table (shared/src/lib/paths.ts) is the browser's copy of
// the same rule; the SEO browser test opens these paths and checks each page answers.

export const PAGE_PATHS = {
  unit: (slug: string) => `/unit/${encodeURIComponent(slug)}/`,
  project: (slug: string) => `/project/${encodeURIComponent(slug)}/`,
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  cityListing: (city: string) => `/units?city=${encodeURIComponent(city)}`,
} as const;
