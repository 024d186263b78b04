import { clearStaffSession } from '../../../lib/staff-session.ts';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Ends this staff session on the server, then here (here even when the server can't be reached). */
export async function signOut(): Promise<void> {
  try {
    await studioRequest<{ status: 'success' }>('/studio/auth/session', {
      method: 'DELETE',
      defaultMessage: 'Failed to sign out',
    });
  } finally {
    clearStaffSession();
  }
}
