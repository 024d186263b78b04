// The front end's entity, payload and response types come from the server's schemas (one source).
// `export type *` keeps this list in step with the schemas and can never pull in their runtime code.
export type * from '@villa/api/schemas';

/** The two tabs of the listing page (spec 2.2): Villas (units) and Projects. */
export type ListingTab = 'units' | 'projects';
