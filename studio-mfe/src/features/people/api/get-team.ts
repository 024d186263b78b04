import useSWR from 'swr';
import type { SalesTeamResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const teamKey = ['studio', 'team'] as const;

/** The sales team as the About and expert pages read it (`GET /team`). */
export const getTeam = () =>
  studioRequest<SalesTeamResponse>('/team', { defaultMessage: 'Failed to load the sales team' }).then(
    (response) => response.data,
  );

export const useTeam = () => useSWR(teamKey, getTeam, { revalidateOnFocus: false });
