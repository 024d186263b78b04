import { useCallback, useEffect, useState } from 'react';

/** Seconds before the code can be sent again (spec 9: resend cooldown 30 s). */
export const RESEND_COOLDOWN_SECONDS = 30;

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Counts down from `from` seconds to 0; `restart` starts again, `finish` ends it at once. It counts
 * to a deadline rather than ticks, so a phone that throttles a background tab's timers still shows
 * the right number when the buyer comes back from reading the SMS.
 */
export function useCountdown(from: number = RESEND_COOLDOWN_SECONDS) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + from * 1000);
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    setSeconds(secondsUntil(endsAt));
    if (secondsUntil(endsAt) === 0) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  const restart = useCallback(() => setEndsAt(Date.now() + from * 1000), [from]);
  const finish = useCallback(() => setEndsAt(Date.now()), []);
  return { seconds, restart, finish };
}
