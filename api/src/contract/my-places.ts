// A buyer's own places (issue 29): how many, and the labels offered first. Read by the API's schema,
// the places page and the commute lines. Runtime-free.

/**
 * The places page. Not among the buyers' routes (pages.ts), which every page's first load carries:
 * the shell's catch-all, a chunk of its own, shows it (shell/src/app/routes/unknown.tsx).
 */
export const MY_PLACES_PATH = '/profile/places';

/** Up to five places: office, school, parents and two more. */
export const MY_PLACES_MAX = 5;

/** A place's label, in the buyer's words ('Office', 'Amma's house'). */
export const MY_PLACE_LABEL_LENGTH = { min: 1, max: 40 } as const;

/** The labels the page suggests; the buyer may write any other. */
export const SUGGESTED_PLACE_LABELS = ['Office', 'School', 'Parents'] as const;

/** Where the browser keeps the places (localStorage): a visitor's own, or a copy of the account's. */
export const MY_PLACES_STORAGE_KEY = 'villaPlaces';
/** The account whose places the browser's copy is (its user id), once read from the server. */
export const MY_PLACES_ACCOUNT_KEY = 'villaPlacesAccount';
