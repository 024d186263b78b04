// The marker a failed remote load resolves to. Kept free of imports so runtime plugins can use it.
const MARKER = '__villaRemoteUnavailable';

export interface RemoteUnavailable {
  [MARKER]: true;
  id: string;
  reason: string;
}

export function remoteUnavailable(id: string, error: unknown): RemoteUnavailable {
  return { [MARKER]: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && MARKER in value;
}
