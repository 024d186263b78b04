import { studioRequest } from '../../../lib/studio-api.ts';

/** Ends every session of a person (a lost phone or laptop). */
export const signOutEverywhere = (id: string) =>
  studioRequest<{ status: 'success' }>(`/studio/staff/${encodeURIComponent(id)}/sign-out`, {
    method: 'POST',
    defaultMessage: 'Failed to sign the person out',
  });
