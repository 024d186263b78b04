import useSWR, { type SWRResponse } from 'swr';
import { COMPARE_PARAM } from '@villa/api/contract/compare';
import type { CompareResponse } from '@villa/shared/contracts/entities';
import { type ApiError, apiRequest } from '@villa/shared/api/client';

export type Comparison = CompareResponse['data'];

export const COMPARE_FAILED = 'Failed to fetch the villas to compare';

/**
 * GET /projects/units/compare: the villas of `slugs` as anyone may see them, in that order, and the
 * slugs no listed villa holds.
 */
export async function getComparedUnits(slugs: readonly string[], signal?: AbortSignal): Promise<Comparison> {
  const response = await apiRequest<CompareResponse>('/projects/units/compare', {
    query: { [COMPARE_PARAM]: slugs.join(',') },
    signal,
    defaultMessage: COMPARE_FAILED,
  });
  return response.data;
}

export const comparedUnitsKey = (slugs: readonly string[]) =>
  ['/projects/units/compare', slugs.join(',')] as const;

/** The villas of `slugs`; nothing is asked for when there are none. */
export function useComparedUnits(slugs: readonly string[]): SWRResponse<Comparison, ApiError> {
  return useSWR<Comparison, ApiError, readonly [string, string] | null>(
    slugs.length === 0 ? null : comparedUnitsKey(slugs),
    ([, joined]: readonly [string, string]) => getComparedUnits(joined.split(',')),
  );
}
