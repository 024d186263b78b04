// Office hours in India time: the minutes a lead waits count only while the office is open, and the
// hours may cross midnight.
import { describe, expect, it } from 'vitest';
import { isOfficeOpen, officeDeadline, officeMinutesBetween } from '../../src/sales/office-hours.ts';

/** An instant written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const DAY = { opens: '09:00', closes: '19:00' };
const NIGHT = { opens: '20:00', closes: '02:00' };

describe('office minutes, 09:00–19:00 India time', () => {
  it('counts the minutes inside the day only', () => {
    expect(officeMinutesBetween(ist('2026-11-27T10:00'), ist('2026-11-27T10:15'), DAY)).toBe(15);
    expect(officeMinutesBetween(ist('2026-11-27T07:00'), ist('2026-11-27T09:30'), DAY)).toBe(30);
    expect(officeMinutesBetween(ist('2026-11-27T19:00'), ist('2026-11-28T09:00'), DAY)).toBe(0);
    expect(officeMinutesBetween(ist('2026-11-27T09:00'), ist('2026-11-29T09:00'), DAY)).toBe(2 * 600);
    expect(officeMinutesBetween(ist('2026-11-27T12:00'), ist('2026-11-27T11:00'), DAY)).toBe(0);
  });

  it('a lead at 18:55 has waited 5 minutes at closing and 15 at 09:10 the next day', () => {
    const arrived = ist('2026-11-27T18:55');
    expect(officeMinutesBetween(arrived, ist('2026-11-27T23:59'), DAY)).toBe(5);
    expect(officeMinutesBetween(arrived, ist('2026-11-28T09:09'), DAY)).toBe(14);
    expect(officeMinutesBetween(arrived, ist('2026-11-28T09:10'), DAY)).toBe(15);
    expect(officeDeadline(arrived, 15, DAY).toISOString()).toBe(ist('2026-11-28T09:10').toISOString());
  });

  it('a lead at night waits for the morning', () => {
    expect(officeDeadline(ist('2026-11-27T23:30'), 15, DAY).toISOString()).toBe(
      ist('2026-11-28T09:15').toISOString(),
    );
    expect(officeDeadline(ist('2026-11-28T02:00'), 15, DAY).toISOString()).toBe(
      ist('2026-11-28T09:15').toISOString(),
    );
  });

  it('tells whether the office is open', () => {
    expect(isOfficeOpen(ist('2026-11-27T09:00'), DAY)).toBe(true);
    expect(isOfficeOpen(ist('2026-11-27T18:59'), DAY)).toBe(true);
    expect(isOfficeOpen(ist('2026-11-27T19:00'), DAY)).toBe(false);
    expect(isOfficeOpen(ist('2026-11-27T03:00'), DAY)).toBe(false);
  });
});

describe('office hours across midnight, 20:00–02:00 India time', () => {
  it('counts the minutes on both sides of midnight', () => {
    expect(officeMinutesBetween(ist('2026-11-27T23:50'), ist('2026-11-28T00:10'), NIGHT)).toBe(20);
    expect(officeMinutesBetween(ist('2026-11-27T20:00'), ist('2026-11-28T02:00'), NIGHT)).toBe(360);
    expect(officeMinutesBetween(ist('2026-11-28T01:50'), ist('2026-11-28T20:05'), NIGHT)).toBe(15);
    expect(officeMinutesBetween(ist('2026-11-28T00:30'), ist('2026-11-28T01:00'), NIGHT)).toBe(30);
    expect(officeMinutesBetween(ist('2026-11-28T03:00'), ist('2026-11-28T19:00'), NIGHT)).toBe(0);
  });

  it('a lead at 01:55 escalates at 20:10 the same day', () => {
    expect(officeDeadline(ist('2026-11-28T01:55'), 15, NIGHT).toISOString()).toBe(
      ist('2026-11-28T20:10').toISOString(),
    );
    expect(officeDeadline(ist('2026-11-27T23:55'), 15, NIGHT).toISOString()).toBe(
      ist('2026-11-28T00:10').toISOString(),
    );
  });

  it('is open after midnight and closed by day', () => {
    expect(isOfficeOpen(ist('2026-11-28T01:59'), NIGHT)).toBe(true);
    expect(isOfficeOpen(ist('2026-11-28T02:00'), NIGHT)).toBe(false);
    expect(isOfficeOpen(ist('2026-11-28T12:00'), NIGHT)).toBe(false);
    expect(isOfficeOpen(ist('2026-11-28T21:00'), NIGHT)).toBe(true);
  });

  it('counts a full day of hours for a long wait, and one day at a time for a long deadline', () => {
    expect(officeMinutesBetween(ist('2026-11-01T00:00'), ist('2026-11-08T00:00'), NIGHT)).toBe(7 * 360);
    expect(officeDeadline(ist('2026-11-27T12:00'), 3 * 360, NIGHT).toISOString()).toBe(
      ist('2026-11-30T02:00').toISOString(),
    );
  });
});
