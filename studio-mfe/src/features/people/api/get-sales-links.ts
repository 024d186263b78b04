// What links a sales-team member to the inbox (admins only): the studio account that makes them a
// relationship manager, and whether they are away (`GET /studio/sales-managers`); and the accounts
// one may be linked to, the staff with the sales or admin role (`GET /studio/staff`).
import useSWR from 'swr';
import type { RelationshipManagerRow, StaffListResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export interface SalesLink {
  staff_id: string | null;
  away: boolean;
}

export const salesLinksKey = ['studio', 'people', 'sales-links'] as const;

/** Each member's link and away, by the member's id (a plain object: SWR compares Maps as equal). */
export const useSalesLinks = (enabled: boolean) =>
  useSWR(
    enabled ? salesLinksKey : null,
    () =>
      studioRequest<{ data: RelationshipManagerRow[] }>('/studio/sales-managers', {
        defaultMessage: 'Failed to load the studio accounts of the sales team',
      }).then((response) =>
        Object.fromEntries(
          response.data.map((row): [string, SalesLink] => [
            row._id,
            { staff_id: row.staff?._id ?? null, away: row.away },
          ]),
        ),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

/** The studio accounts a member may be linked to: sales and admins, by name. */
export const useSalesAccounts = (enabled: boolean) =>
  useSWR(
    enabled ? (['studio', 'people', 'sales-accounts'] as const) : null,
    () =>
      studioRequest<StaffListResponse>('/studio/staff', { defaultMessage: 'Failed to load the staff' }).then(
        (response) =>
          response.data
            .filter((member) => member.role === 'sales' || member.role === 'admin')
            .map((member) => ({ _id: member._id, name: member.name })),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
