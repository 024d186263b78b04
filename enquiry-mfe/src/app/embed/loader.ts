// The partner embed's loader, served as /embed/enquiry.js (README 'Embed the enquiry form'). Tiny on
// purpose: it defines <villa-enquiry> and nothing else; React, MUI and the form are in a chunk it
// imports when an element is first seen or clicked (none on a page that runs our shell: see
// villa-enquiry-element.ts). Its address is our origin: the API the form calls.
import { enquiryRequestFor } from './resolve-listing.ts';
import { defineVillaEnquiry } from './villa-enquiry-element.ts';

// Read while the script runs: currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const apiOrigin = new URL(script?.src ?? window.location.href).origin;

defineVillaEnquiry({
  apiOrigin,
  resolveRequest: enquiryRequestFor,
  load: () => import(/* webpackChunkName: "enquiry-embed" */ './mount-embed.tsx').then((m) => m.mountEnquiry),
});
