import useSWR from 'swr';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const meKey = (token: string) => ['studio', 'me', token] as const;

export const getMe = () =>
  studioRequest<{ status: 'success'; data: StaffMember }>('/studio/auth/me', {
    defaultMessage: 'Failed to load your account',
  }).then((response) => response.data);

/**
 * Who is signed in, as the server says now: a role changed or a session ended since sign-in shows at
 * the next page (a 401 clears the stored session, and the page sends them to sign in).
 */
export function useMe(token: string | null) {
  return useSWR(token ? meKey(token) : null, getMe, { revalidateOnFocus: false });
}
