import type { EnquiryPayload } from '@villa/shared/contracts/entities';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { describeSource, readTrackingParams, SOURCE_URL_MAX_LENGTH } from '@villa/shared/lib/enquiry-source';
import { toKolkataIso } from '@villa/shared/format/date';
import type { LoginDetails } from '../hooks/use-otp-login.ts';

/** What the visitor filled in: who they are (the form's fields) and when to call them. */
export interface EnquiryAnswers extends LoginDetails {
  /** The chosen call time; only sent when the form showed the schedule picker. */
  scheduledAt: Date | null;
}

/** Expert and relationship-manager enquiries let the visitor book a call (spec 2.5). */
export function wantsSchedule(request: EnquiryOpenRequest): boolean {
  return Boolean(request.is_connect_with_expert || request.withSchedule);
}

/**
 * The POST /client/enquiries body: the form, what the opener asked for, and where the visitor is;
 * `partner` is the partner site's id when the form runs in its embed (the server checks it).
 */
export function buildEnquiryPayload(
  request: EnquiryOpenRequest,
  answers: EnquiryAnswers,
  page: { pathname: string; search: string; href: string },
  partner?: string,
): EnquiryPayload {
  const scheduled = wantsSchedule(request) && answers.scheduledAt ? toKolkataIso(answers.scheduledAt) : '';
  const optional: Partial<EnquiryPayload> = {
    title: request.title,
    scheduled_time_of_visit: scheduled || undefined,
    unit: request.unit,
    project: request.project,
    expert_name: request.expert_name,
    is_connect_with_expert: request.is_connect_with_expert,
    is_project_curation: request.is_project_curation,
    is_individual: request.is_individual,
    partner,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return {
    name: answers.name.trim(),
    email: answers.email.trim(),
    phone: answers.phone,
    country_code: answers.country.dial_code,
    description: request.description ?? describeSource(page.pathname, request.title),
    source_url: (request.source_url ?? page.href).slice(0, SOURCE_URL_MAX_LENGTH),
    ...present,
    ...readTrackingParams(page.search),
  };
}
