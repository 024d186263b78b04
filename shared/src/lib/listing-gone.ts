import type { ListingGone } from '@villa/shared/contracts/entities';

/** The API's 410 answer for a listing, when `body` is one (ApiError.body). */
export function listingGoneOf(body: unknown): ListingGone | null {
  if (typeof body !== 'object' || body === null) return null;
  const { statusCode, message, city } = body as Partial<ListingGone>;
  return statusCode === 410 && typeof message === 'string' && typeof city === 'string'
    ? (body as ListingGone)
    : null;
}
