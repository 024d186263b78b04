import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/plugins/external/rate-limit.ts';

describe('rateLimitKey', () => {
  it('counts an IPv6 client by its /64: every address of one network shares a key', () => {
    const home = rateLimitKey('2001:db8:85a3:42:1:2:3:4');
    expect(rateLimitKey('2001:db8:85a3:42:ffff:ffff:ffff:ffff')).toBe(home);
    expect(rateLimitKey('2001:0DB8:85A3:0042::9')).toBe(home);
    expect(rateLimitKey('2001:db8:85a3:43::1')).not.toBe(home);
  });

  it('counts an IPv4 client by its address, also when written IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'));
  });
});
