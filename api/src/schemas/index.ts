// The API's contract: the server validates with these schemas and the front end takes its types from them.
export * from './common.ts';
export * from './catalogue.ts';
export * from './people.ts';
export * from './enquiry.ts';
export * from './blog.ts';
export * from './auth.ts';
export * from './leads.ts';
export * from './filters.ts';
export * from './places.ts';
export * from './listing-forms.ts';
export * from './studio.ts';
export * from './studio-catalogue.ts';
export * from './studio-owner-review.ts';
export * from './studio-developers.ts';
export * from './studio-catalogue-io.ts';
export * from './studio-blog.ts';
export * from './sales.ts';
