// A search that alerts by SMS (docs/alerts.md): the filters being edited, in the listing's city.
// Loaded with the filter modal, never with the listing's first load.
import type { AlertSettingsResponse, UnitFilters } from '@villa/shared/contracts/entities';
import { apiRequest } from '@villa/shared/api/client';

export async function addSearchAlert(city: string, filters: UnitFilters): Promise<void> {
  await apiRequest<AlertSettingsResponse>('/auth/users/alerts/searches', {
    method: 'POST',
    body: { city, filters },
    defaultMessage: 'Could not save your alert. Please try again.',
  });
}
