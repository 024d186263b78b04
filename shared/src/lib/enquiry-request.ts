import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { describeSource } from '@villa/shared/lib/enquiry-source';
import { paths, type SearchInput } from '@villa/shared/lib/paths';

/** What an enquiry needs of a unit or project: its id, its page's slug and its name. */
export interface EnquiryListing {
  _id: string;
  slug: string;
  name: string;
}

/** What the enquiry is about; the page's query string is kept in a unit's or project's link. */
export type EnquiryContext =
  | { unit: EnquiryListing; search?: SearchInput }
  | { project: EnquiryListing; search?: SearchInput }
  | { expertName: string; pageUrl?: string }
  | { title: string; description?: string; pageUrl?: string };

/** The absolute URL of an in-app path (in a browser; the path itself elsewhere). */
function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

const currentPage = () => (typeof window === 'undefined' ? undefined : window.location.href);

/**
 * A unit or project enquiry: the listing is named, and its page is the source (spec 4) and where a
 * buyer who logs in through it lands.
 */
function aboutListing(
  kind: 'unit' | 'project',
  listing: EnquiryListing,
  search: SearchInput,
): EnquiryOpenRequest {
  const path = paths[kind](listing.slug, search);
  return {
    // Spec 4's payload flags, for sales to sort by: one villa asked about is an individual villa's
    // enquiry; a project asks the team to curate its villas (the Project Curation desk's lead).
    ...(kind === 'unit'
      ? { unit: listing._id, is_individual: true }
      : { project: listing._id, is_project_curation: true }),
    title: listing.name,
    source_url: absoluteUrl(path),
    description: describeSource(`/${kind}`),
    redirect_path: path,
  };
}

/**
 * The `enquiry:open` request for a unit or project, for an expert (with the call scheduler) or for
 * any other page (`pageUrl`, by default the current address).
 */
export function enquiryRequest(context: EnquiryContext): EnquiryOpenRequest {
  if ('unit' in context) return aboutListing('unit', context.unit, context.search);
  if ('project' in context) return aboutListing('project', context.project, context.search);
  if ('expertName' in context) {
    return {
      expert_name: context.expertName,
      is_connect_with_expert: true,
      withSchedule: true,
      title: 'Expert advice',
      source_url: context.pageUrl ?? currentPage(),
    };
  }
  const { title, description, pageUrl = currentPage() } = context;
  return { title, source_url: pageUrl, ...(description === undefined ? {} : { description }) };
}
