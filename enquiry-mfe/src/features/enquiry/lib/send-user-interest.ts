// Spec 4: a logged-in buyer whose phone we know skips the form; opening an enquiry sends a
// background 'User Interest' enquiry instead, once per browser session. Loaded only then.
import type { User } from '@villa/shared/contracts/entities';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { SOURCE_URL_MAX_LENGTH } from '@villa/shared/lib/enquiry-source';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { createEnquiry } from '../api/create-enquiry.ts';

export const USER_INTEREST_TITLE = 'User Interest';
/** sessionStorage flag: set once the session's User Interest enquiry has been sent. */
export const USER_INTEREST_SENT_KEY = 'villa:user-interest-sent';

/** Sends the session's User Interest enquiry, unless it has been sent already; true when sent now. */
export async function sendUserInterestOnce(user: User, request: EnquiryOpenRequest): Promise<boolean> {
  if (sessionStorage.getItem(USER_INTEREST_SENT_KEY) !== null) return false;
  // Set before sending: a second click while the first is on its way must not send another.
  sessionStorage.setItem(USER_INTEREST_SENT_KEY, new Date().toISOString());
  try {
    await createEnquiry(
      {
        name: user.name,
        email: user.email,
        phone: user.phone.number,
        country_code: user.phone.code,
        title: USER_INTEREST_TITLE,
        ...(request.unit ? { unit: request.unit } : {}),
        ...(request.project ? { project: request.project } : {}),
        source_url: (request.source_url ?? window.location.href).slice(0, SOURCE_URL_MAX_LENGTH),
      },
      newIdempotencyKey(),
    );
    return true;
  } catch {
    sessionStorage.removeItem(USER_INTEREST_SENT_KEY); // the next opening tries again
    return false;
  }
}
