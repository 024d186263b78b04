// A clock a test can move (CLOCK_OFFSET_FILE): the system's time plus the milliseconds written in a
// file, read again whenever the file changes. The browser test of a scheduled post moves the
// server's time past the post's without waiting for it. Not for a real deployment: the server says
// so in its log at start (config.ts startupNotices).
import { readFileSync, statSync } from 'node:fs';

/** How often the file is looked at, at most: a moved clock counts within this long. */
const CHECK_EVERY_MS = 100;

export function offsetClock(file: string): () => number {
  let offset = 0;
  let modified = -1;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt >= CHECK_EVERY_MS) {
      checkedAt = now;
      const stamp = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (stamp !== modified) {
        modified = stamp;
        const text = stamp === 0 ? '0' : readFileSync(file, 'utf8').trim();
        offset = /^-?\d{1,15}$/.test(text) ? Number(text) : 0;
      }
    }
    return now + offset;
  };
}
