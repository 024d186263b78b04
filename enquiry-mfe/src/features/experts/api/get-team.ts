import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { SalesTeamResponse } from '@villa/shared/contracts/entities';

export const TEAM_ERROR = 'Failed to fetch our experts';

export const getTeam = () => apiRequest<SalesTeamResponse>('/team', { defaultMessage: TEAM_ERROR });

/** The sales team (spec 2.5): six villa experts. */
export const useTeam = () => useSWR('/team', getTeam);
