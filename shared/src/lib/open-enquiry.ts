// Opens the enquiry form (the `enquiry:open` event) about a unit, a project or a page. What the
// request says (its source, tracking fields, link) is worked out on the click: that code loads then,
// with the form itself, instead of with every page that shows an 'Enquire now' button.
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import type { EnquiryContext } from '@villa/shared/lib/enquiry-request';

export function openEnquiry(
  context: EnquiryContext,
  overrides: Partial<EnquiryOpenRequest> = {},
): Promise<void> {
  return import('@villa/shared/lib/enquiry-request').then(({ enquiryRequest }) =>
    emitVillaEvent('enquiry:open', { ...enquiryRequest(context), ...overrides }),
  );
}
