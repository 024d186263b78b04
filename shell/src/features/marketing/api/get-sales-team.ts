import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { SalesTeamResponse } from '@villa/shared/contracts/entities';

export const getSalesTeam = () =>
  apiRequest<SalesTeamResponse>('/team', { defaultMessage: 'Failed to fetch the sales team' });

export const useSalesTeam = () => useSWR('/team', getSalesTeam);
