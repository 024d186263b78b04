// /embed/frame.html's script (embed/frame.js): the partner embed's frame on our origin. It reads what
// the element passed in the address and loads the form (mount-frame.tsx, a chunk cached a year, which
// frame.html preloads) while it looks up the listing. The server lets only the partner's own origins
// frame the page (CSP frame-ancestors, api web-apps/embed.ts).
import { readFrameParams } from './frame-protocol.ts';
import { enquiryRequestFor } from './resolve-listing.ts';

const params = readFrameParams(window.location.search);
if (params === null) {
  console.error('/embed/frame.html: partner and origin are required');
} else {
  // The API is this page's own origin.
  const { project, unit } = params;
  void Promise.all([
    import(/* webpackChunkName: "enquiry-frame" */ './mount-frame.tsx'),
    enquiryRequestFor(window.location.origin, { project, unit }),
  ]).then(([{ mountFrame }, request]) => mountFrame(params, request));
}
