// The buyer's SMS alerts (docs/alerts.md), as the account page shows them: read, a search removed,
// price-drop alerts turned on or off.
import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { AlertSettingsResponse } from '@villa/shared/contracts/entities';

export type AlertSettings = AlertSettingsResponse['data'];

const PATH = '/auth/users/alerts';

const getAlerts = () =>
  apiRequest<AlertSettingsResponse>(PATH, { defaultMessage: "We couldn't load your alerts." }).then(
    (response) => response.data,
  );

export const removeSearchAlert = (id: string) =>
  apiRequest<AlertSettingsResponse>(`${PATH}/searches/${id}`, {
    method: 'DELETE',
    defaultMessage: "We couldn't remove that alert. Please try again.",
  }).then((response) => response.data);

/** Keyed by the buyer's id, as the relationship manager is: another login never sees these. */
export const useMyAlerts = (userId: string | null) =>
  useSWR(userId ? [PATH, userId] : null, getAlerts, { revalidateOnFocus: false });

export const setPriceDropAlerts = (on: boolean) =>
  apiRequest<AlertSettingsResponse>(`${PATH}/price-drops`, {
    method: 'PUT',
    body: { price_drops: on },
    defaultMessage: "We couldn't save that. Please try again.",
  }).then((response) => response.data);
