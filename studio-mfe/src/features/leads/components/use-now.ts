import { useEffect, useState } from 'react';

/** The time now (ms), moved on every `everyMs`: for times that count up on screen ('waiting 4 min'). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
