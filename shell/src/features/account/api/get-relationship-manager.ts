import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { RelationshipManagerResponse } from '@villa/shared/contracts/entities';

/** The buyer's manager, or null until a lead of theirs is assigned. */
export type RelationshipManager = RelationshipManagerResponse['data'];

const PATH = '/client/relationship-manager';

export const getRelationshipManager = () =>
  apiRequest<RelationshipManagerResponse>(PATH, {
    defaultMessage: 'Failed to fetch your relationship manager',
  }).then((response) => response.data);

/**
 * The logged-in buyer's relationship manager. The key carries the buyer's id, so another login in
 * this tab never sees the previous buyer's answer; no id (logged out), no request.
 */
export const useRelationshipManager = (userId: string | null) =>
  useSWR(userId ? [PATH, userId] : null, getRelationshipManager, { revalidateOnFocus: false });
