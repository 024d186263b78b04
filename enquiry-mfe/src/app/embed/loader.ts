// The partner embed's loader, served as /embed/enquiry.js (README 'Embed the enquiry form'). Tiny on
// purpose: it defines <villa-enquiry> and nothing else; the form runs in a frame on our origin
// (/embed/frame.html), loaded when an element is first seen or clicked (none on a page that runs our
// shell: see villa-enquiry-element.ts). Its address is our origin: the frame's and the API's.
import { enquiryRequestFor } from './resolve-listing.ts';
import { defineVillaEnquiry } from './villa-enquiry-element.ts';

// Read while the script runs: currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const apiOrigin = new URL(script?.src ?? window.location.href).origin;

defineVillaEnquiry({ apiOrigin, resolveRequest: enquiryRequestFor });
