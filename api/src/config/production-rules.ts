// What NODE_ENV=production refuses: settings that would let any client get past the per-address
// limits. Each refusal says why and what to set instead.
import type { NodeEnv } from '../config.ts';
import { ConfigError, RATE_LIMITS_OFF_IN_PRODUCTION, type Env } from './env.ts';

/** Fastify's trustProxy, from TRUST_PROXY: true, false, a number of hops or proxy addresses. */
export function readTrustProxy(value: string, nodeEnv: NodeEnv): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true' && nodeEnv === 'production') {
    throw new ConfigError(
      'TRUST_PROXY',
      'must not be true with NODE_ENV=production: it trusts any X-Forwarded-For, which a client can ' +
        'rotate to dodge every per-address rate limit. Set the number of proxies in front of the ' +
        'server (e.g. 1) or their addresses (e.g. 10.0.0.0/8) instead',
    );
  }
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (addresses.some((entry) => !/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(entry))) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be true, false, a number of hops or a comma list of proxy addresses (got '${value}')`,
    );
  }
  return addresses;
}

/** Whether the rate limits are on; RATE_LIMITS=off is for benchmarks. */
export function readRateLimits(value: Env['RATE_LIMITS'], nodeEnv: NodeEnv): boolean {
  if (value === 'off' && nodeEnv === 'production') {
    throw new ConfigError(
      'RATE_LIMITS',
      'must not be off with NODE_ENV=production: any client could then flood the forms, the OTP SMS and ' +
        `the uploads. For a benchmark of a server nobody else reaches, set RATE_LIMITS=${RATE_LIMITS_OFF_IN_PRODUCTION}`,
    );
  }
  return value === 'on';
}
