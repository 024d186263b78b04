import { describe, expect, it } from 'vitest';
import { defaultScheduleTime, hasSlotsOn, isSlotAvailable, kolkataInstant } from './schedule-slots.ts';

/** An instant given as a time on a clock in India, November 2026. */
const at = (day: number, hour: number, minute = 0) => kolkataInstant(2026, 10, day, hour, minute);

describe('call scheduling (India time)', () => {
  it('reads times on India’s clock', () => {
    expect(at(23, 17, 30).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('defaults to the next hour up to 17:59', () => {
    expect(defaultScheduleTime(at(23, 14, 20))).toEqual(at(23, 15));
    expect(defaultScheduleTime(at(23, 17, 45))).toEqual(at(23, 18));
  });

  it('defaults to 10:30 the next day from 18:00', () => {
    expect(defaultScheduleTime(at(23, 18, 5))).toEqual(at(24, 10, 30));
    expect(defaultScheduleTime(at(30, 21))).toEqual(kolkataInstant(2026, 11, 1, 10, 30));
  });

  it('does not default to a time before the window opens', () => {
    expect(defaultScheduleTime(at(23, 6, 10))).toEqual(at(23, 10));
  });

  it('offers 10:00 to 19:00 every 30 minutes on a later day', () => {
    const now = at(23, 12);
    expect(isSlotAvailable(at(24, 10), now)).toBe(true);
    expect(isSlotAvailable(at(24, 19), now)).toBe(true);
    expect(isSlotAvailable(at(24, 9, 30), now)).toBe(false);
    expect(isSlotAvailable(at(24, 19, 30), now)).toBe(false);
    expect(isSlotAvailable(at(24, 11, 15), now)).toBe(false);
  });

  it('starts today one hour after the current hour, and never in the past', () => {
    const now = at(23, 14, 40);
    expect(isSlotAvailable(at(23, 14, 30), now)).toBe(false);
    expect(isSlotAvailable(at(23, 15), now)).toBe(true);
    expect(isSlotAvailable(at(22, 15), now)).toBe(false);
  });

  it('has no slots left today after 18:59', () => {
    expect(hasSlotsOn(at(23, 0), at(23, 18, 50))).toBe(true);
    expect(hasSlotsOn(at(23, 0), at(23, 19, 5))).toBe(false);
    expect(hasSlotsOn(at(24, 0), at(23, 19, 5))).toBe(true);
    expect(hasSlotsOn(at(22, 0), at(23, 9))).toBe(false);
  });
});
