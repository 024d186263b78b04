// The OTP login's settings that hang on other variables: MSG91's, read only when it sends the
// codes; the hashing key, which DATABASE_URL requires; the countries codes may go to.
import type { Msg91Config, SmsSenderName } from '../config.ts';
import { COUNTRY_DIAL_CODES } from '../lib/countries.ts';
import { ConfigError, Msg91EnvSchema, readEnv, type RawEnv } from './env.ts';

export function readMsg91(raw: RawEnv, smsSender: SmsSenderName): Msg91Config | null {
  if (smsSender !== 'msg91') return null;
  const env = readEnv(Msg91EnvSchema, raw, 'with SMS_SENDER=msg91');
  return {
    authKey: env.MSG91_AUTH_KEY,
    templateId: env.MSG91_TEMPLATE_ID,
    noticeTemplateId: env.MSG91_NOTICE_TEMPLATE_ID ?? null,
    baseUrl: env.MSG91_BASE_URL.replace(/\/$/, ''),
  };
}

/** OTP_SECRET (its length is the schema's): every instance on one database must hash with the same key. */
export function readOtpSecret(
  secret: string | undefined,
  databaseUrl: string | null,
  smsSender: SmsSenderName,
): string | null {
  if (secret === undefined && databaseUrl !== null && smsSender !== 'off') {
    throw new ConfigError(
      'OTP_SECRET',
      'must be set with DATABASE_URL when SMS_SENDER is not off: every instance hashes OTP codes with ' +
        'this key (at least 32 characters, e.g. openssl rand -hex 32)',
    );
  }
  return secret ?? null;
}

/** SMS_COUNTRIES: ISO codes of countries the forms offer, e.g. `IN` or `IN,AE`. */
export function readSmsCountries(value: string): string[] {
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  const known = new Set(COUNTRY_DIAL_CODES.map(([iso]) => iso));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) {
    throw new ConfigError(
      'SMS_COUNTRIES',
      `must be ISO country codes separated by commas, like IN or IN,AE, of countries the forms offer ` +
        `('${unknown.slice(0, 40)}' is not one)`,
    );
  }
  return [...new Set(codes)];
}
