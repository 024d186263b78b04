import type { UnitSummary } from '@villa/shared/contracts/entities';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { describeSource } from '@villa/shared/lib/enquiry-source';
import { paths } from '@villa/shared/lib/paths';

/** The absolute URL of a unit's page, kept as the enquiry's source. */
export function unitUrl(slug: string, search: string): string {
  return new URL(paths.unit(slug, search), window.location.origin).href;
}

/**
 * A logged-out visitor who picks a unit (card or heart) gets the enquiry form with the unit as its
 * source (spec 4); after the OTP step they are logged in and can open it.
 */
export function requestUnitEnquiry(unit: Pick<UnitSummary, '_id' | 'slug' | 'name'>, search: string): void {
  emitVillaEvent('enquiry:open', {
    source_url: unitUrl(unit.slug, search),
    unit: unit._id,
    title: unit.name,
    description: describeSource('/unit'),
  });
}
