import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY } from '@villa/shared/lib/countries';
import { hasPhonePrefix, readPhone } from './read-phone.ts';

const country = (code: string) => COUNTRIES.find((candidate) => candidate.code === code)!;

describe('readPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
  ])('reads %s in the India field as %s', async (raw, phone) => {
    expect(await readPhone(raw, DEFAULT_COUNTRY)).toEqual({ phone, country: DEFAULT_COUNTRY });
  });

  it('moves to the country a pasted +code names, and keeps the chosen one of two sharing +1', async () => {
    expect(await readPhone('+971 50 123 4567', DEFAULT_COUNTRY)).toEqual({
      phone: '501234567',
      country: country('AE'),
    });
    expect(await readPhone('+1 416 555 0123', country('CA'))).toEqual({
      phone: '4165550123',
      country: country('CA'),
    });
  });

  it('parses only text with a prefix; plain digits are cleaned without the library', () => {
    expect(hasPhonePrefix('98765 43210', DEFAULT_COUNTRY)).toBe(false);
    expect(hasPhonePrefix('0987654321', DEFAULT_COUNTRY)).toBe(false);
    expect(hasPhonePrefix('+91 98765 43210', DEFAULT_COUNTRY)).toBe(true);
    expect(hasPhonePrefix('0091 98765 43210', DEFAULT_COUNTRY)).toBe(true);
    expect(hasPhonePrefix('098765 43210', DEFAULT_COUNTRY)).toBe(true);
  });
});
