// CLOCK_OFFSET_FILE: the app's clock runs the file's milliseconds ahead of the system's, and follows
// the file when a test writes it again; no file, or no number in it, is no offset.
import { mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { offsetClock } from '../../src/lib/offset-clock.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'villa-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the offset clock', () => {
  it('is the system time plus the file’s milliseconds, moved when the file changes', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9, 0) });
    try {
      const file = path.join(dir, 'offset');
      const clock = offsetClock(file);
      expect(clock()).toBe(Date.UTC(2026, 10, 27, 9, 0)); // no file yet
      writeFileSync(file, String(24 * 60 * 60 * 1000));
      vi.advanceTimersByTime(200);
      expect(clock()).toBe(Date.UTC(2026, 10, 28, 9, 0, 0, 200));
      writeFileSync(file, 'soon');
      utimesSync(file, new Date(Date.UTC(2030, 0, 1)), new Date(Date.UTC(2030, 0, 1)));
      vi.advanceTimersByTime(200);
      expect(clock()).toBe(Date.UTC(2026, 10, 27, 9, 0, 0, 400)); // not a number: no offset
    } finally {
      vi.useRealTimers();
    }
  });
});
