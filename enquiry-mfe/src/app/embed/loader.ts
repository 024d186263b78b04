// The partner embed's loader, served as /embed/enquiry.js (README 'Embed the enquiry form'). Tiny on
// purpose: it defines <villa-enquiry> and nothing else; React, MUI and the form are in a chunk it
// imports when an element is first seen or clicked. Its address is our origin: the API the form calls.
import { defineVillaEnquiry } from './villa-enquiry-element.ts';

// Read while the script runs: currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const apiOrigin = new URL(script?.src ?? window.location.href).origin;

defineVillaEnquiry({
  apiOrigin,
  load: () => import(/* webpackChunkName: "enquiry-embed" */ './mount-embed.tsx').then((m) => m.mountEnquiry),
});
