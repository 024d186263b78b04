import useSWR from 'swr';
import type { StaffListResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const staffKey = ['studio', 'staff'] as const;

export const getStaff = () =>
  studioRequest<StaffListResponse>('/studio/staff', { defaultMessage: 'Failed to load the staff' }).then(
    (response) => response.data,
  );

/** The staff, by name (admins only). */
export const useStaff = () => useSWR(staffKey, getStaff, { revalidateOnFocus: false });
