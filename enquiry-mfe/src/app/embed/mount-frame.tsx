// The partner embed's frame: React, MUI and the enquiry dialog, in a page of our origin that the
// loader shows over the partner's page. The page is transparent: the dialog's backdrop dims the
// partner's page behind it. The loader says when to open a fresh form; the frame says when the
// dialog closed (by the buyer, or because the enquiry finished), to the partner page's origin only.
import { createRoot } from 'react-dom/client';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/event-bus';
import { BrowserRouter } from '@villa/shared/router-host';
import EnquiryDialog from '../../features/enquiry/components/enquiry-dialog.tsx';
import { FRAME_MESSAGES, isFrameMessage, type FrameParams } from './frame-protocol.ts';

/** Where the buyer is, for the enquiry (its description and tracking fields): the partner's page. */
function partnerPage(sourceUrl: string) {
  const { origin, pathname, search } = new URL(sourceUrl);
  return { pathname, search, href: `${origin}${pathname}${search}` };
}

/** Mounts the dialog about `subject` (the element's listing, looked up) and tells the page it is ready. */
export function mountFrame({ partner, parentOrigin, sourceUrl }: FrameParams, subject: EnquiryOpenRequest) {
  const request = { ...subject, source_url: sourceUrl };
  const page = partnerPage(sourceUrl);
  const tell = (type: string) => window.parent.postMessage({ type }, parentOrigin);
  const mountPoint = document.createElement('div');
  document.body.append(mountPoint);
  const root = createRoot(mountPoint);
  let session = 0;
  const render = (open: boolean) =>
    root.render(
      <BrowserRouter>
        <EnquiryDialog
          key={session}
          open={open}
          request={request}
          partner={partner}
          page={page}
          onClose={() => {
            render(false);
            tell(FRAME_MESSAGES.closed);
          }}
        />
      </BrowserRouter>,
    );
  render(false);
  window.addEventListener('message', (event) => {
    // Only the page that framed us, from the origin it was given: anything else is ignored.
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (!isFrameMessage(event.data, FRAME_MESSAGES.open)) return;
    session += 1;
    render(true);
  });
  tell(FRAME_MESSAGES.ready);
}
