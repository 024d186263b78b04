// Price-drop alerts by SMS on the buyer's saved villas (docs/alerts.md), read and set from the
// wishlist when the buyer asks for them.
import type { AlertSettingsResponse } from '@villa/shared/contracts/entities';
import { apiRequest } from '@villa/shared/api/client';

/** Whether price drops alert now (not when the buyer stopped alerts from an SMS). */
const alerting = ({ data }: AlertSettingsResponse) => data.price_drops && !data.stopped;

export const getPriceDropAlerts = (signal?: AbortSignal) =>
  apiRequest<AlertSettingsResponse>('/auth/users/alerts', {
    signal,
    defaultMessage: 'Could not load your alerts. Please try again.',
  }).then(alerting);

export const setPriceDropAlerts = (on: boolean) =>
  apiRequest<AlertSettingsResponse>('/auth/users/alerts/price-drops', {
    method: 'PUT',
    body: { price_drops: on },
    defaultMessage: 'Could not save your alert. Please try again.',
  }).then(alerting);
