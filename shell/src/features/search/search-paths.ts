/** Spec 2.1: the search component shows on paths beginning with unit, project, units or projects. */
const SEARCH_PATH = /^\/(?:units?|projects?)(?:\/|$)/;

export const showsSearch = (pathname: string) => SEARCH_PATH.test(pathname);

/** Where choosing a city or place goes: the listing, unless the buyer is already on it. */
export const isListingPath = (pathname: string) => /^\/(?:units|projects)\/?$/.test(pathname);
