// The environment variables the server reads, declared once: each one's type, bounds, default and
// the sentence that refuses a bad value. env-schema checks them with Ajv; the rules that weigh one
// variable against another (production refusals, origins, folders) run on the typed result.
import envSchema from 'env-schema';
import Type, { type Static, type TObject, type TSchema } from 'typebox';
import type { ValidationIssue } from '../lib/validation-message.ts';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** What follows the variable's name when its value is refused, given the value as read (trimmed). */
type Refusal = (got: string) => string;
const REFUSAL = Symbol('refusal');
type Refusing = TSchema & { type?: string; [REFUSAL]?: Refusal };

// A symbol, so Ajv (strict about unknown keywords) never sees it.
const refusing = <T extends TSchema>(schema: T, refusal: Refusal) =>
  Object.assign(schema, { [REFUSAL]: refusal });

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/**
 * `outbox` records OTP messages in a file for trying the product; `msg91` sends them through MSG91's
 * flow API; `off` sends none (OTP login is off).
 */
const SMS_SENDERS = ['outbox', 'msg91', 'off'] as const;
/** RATE_LIMITS=off is for benchmarks; in production it takes this longer form, as `seed --reset` takes `--force`. */
export const RATE_LIMITS_OFF_IN_PRODUCTION = 'off-in-production';

const Choice = <const Values extends string[]>(values: readonly [...Values], fallback?: Values[number]) =>
  refusing(
    Type.Enum(values, fallback === undefined ? {} : { default: fallback }),
    (got) => `must be one of ${values.join(', ')} (got '${got}')`,
  );

/** A duration in milliseconds, from 1 ms to an hour. */
const Milliseconds = (fallback: number) =>
  refusing(
    Type.Integer({ minimum: 1, maximum: 3_600_000, default: fallback }),
    (got) => `must be a whole number of milliseconds from 1 to 3600000 (got '${got}')`,
  );

/** A limit an operator may tune; `of` says what is counted, for the refusal: 'SMS an hour'. */
const Count = (minimum: number, maximum: number, fallback: number, of?: string) =>
  refusing(
    Type.Integer({ minimum, maximum, default: fallback }),
    (got) =>
      `must be a whole number${of ? ` of ${of}` : ''} from ${minimum} to ${maximum} (got '${got.slice(0, 40)}')`,
  );

/** An HMAC key or token shorter than this is guessable; `openssl rand -hex 32` gives 64 characters. */
const SECRET_MIN_LENGTH = 32;
const Secret = refusing(
  Type.String({ minLength: SECRET_MIN_LENGTH }),
  () => `must be at least ${SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
);

/** An origin (scheme and host, a trailing slash allowed), as S3 and MSG91 take theirs. */
const ORIGIN_PATTERN = '^https?://[^/]+/?$';

/**
 * Every variable the server reads, in the order their refusals are reported. Those without a default
 * here either are optional or take a default that depends on another variable (see loadConfig).
 * A variable a rule reads as a whole (a list, an origin, a folder) is a string here.
 */
export const EnvSchema = Type.Object(
  {
    // Unset is production, as on a host that runs `node dist/server.js`: development and tests say so.
    NODE_ENV: Choice(NODE_ENVS, 'production'),
    DATABASE_URL: Type.Optional(
      refusing(
        Type.String({ pattern: '^postgres(ql)?://.+' }),
        () => 'must be a postgres:// URL, or be left unset to use the embedded database',
      ),
    ),
    // A streaming replica of DATABASE_URL's server: the public catalogue and blog reads go there.
    DATABASE_READ_URL: Type.Optional(
      refusing(
        Type.String({ pattern: '^postgres(ql)?://.+' }),
        () => "must be a postgres:// URL of a read replica of DATABASE_URL's server, or be left unset",
      ),
    ),
    SMS_SENDER: Type.Optional(Choice(SMS_SENDERS)),
    PARTNER_ORIGINS: Type.Optional(Type.String()),
    PORT: refusing(
      Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
      (got) => `must be a whole number between 1 and 65535 (got '${got}')`,
    ),
    DATA_DIR: Type.Optional(Type.String()),
    WEB_ROOT: Type.Optional(Type.String()),
    HOST: Type.String({ default: '0.0.0.0' }),
    REQUEST_TIMEOUT_MS: Milliseconds(30_000),
    SHUTDOWN_GRACE_MS: Milliseconds(10_000),
    DATABASE_STATEMENT_TIMEOUT_MS: Milliseconds(10_000),
    GOOGLE_MAPS_API_KEY: Type.Optional(Type.String()),
    GOOGLE_MAPS_MAP_ID: Type.Optional(
      refusing(
        Type.String({ pattern: '^[\\w-]{1,100}$' }),
        (got) => `must be a map id from the Google Cloud console (got '${got.slice(0, 100)}')`,
      ),
    ),
    REMOTE_ORIGINS: Type.Optional(Type.String()),
    ASSET_ORIGIN: Type.Optional(Type.String()),
    RELEASES_S3_PREFIX: refusing(
      Type.String({ pattern: '^(?:[A-Za-z0-9_.-]+/)+$', default: 'releases/' }),
      (got) => `must be a key prefix of letters, digits and - _ . ending in / (got '${got}')`,
    ),
    SMS_OUTBOX_FILE: Type.Optional(Type.String()),
    CLOCK_OFFSET_FILE: Type.Optional(Type.String()),
    SMS_TIMEOUT_MS: Milliseconds(5_000),
    SMS_HOURLY_BUDGET: Count(1, 9_999_999, 1000, 'SMS an hour'),
    SMS_COUNTRIES: Type.String({ default: 'IN' }),
    OTP_SECRET: Type.Optional(Secret),
    TRUST_PROXY: Type.String({ default: 'false' }),
    LOG_LEVEL: Type.Optional(Choice(LOG_LEVELS)),
    MIGRATIONS_DIR: Type.Optional(Type.String()),
    SEED_ON_START: Type.Optional(Choice(['0', '1'])),
    RATE_LIMITS: Choice(['on', 'off', RATE_LIMITS_OFF_IN_PRODUCTION], 'on'),
    UPLOADS_STORAGE: Choice(['local', 's3'], 'local'),
    UPLOADS_DIR: Type.Optional(Type.String()),
    UPLOADS_PER_DAY: Count(1, 100_000, 60),
    UPLOADS_MB_PER_DAY: Count(1, 100_000, 60),
    UPLOADS_MIN_FREE_MB: Count(0, 10_000_000, 1024),
    PUBLIC_URL: Type.Optional(Type.String()),
    ADMIN_TOKEN: Type.Optional(Secret),
  },
  { additionalProperties: false },
);

/** Read only with UPLOADS_STORAGE=s3. */
export const S3EnvSchema = Type.Object(
  {
    S3_ENDPOINT: refusing(
      Type.String({ pattern: ORIGIN_PATTERN }),
      (got) => `must be an origin like https://s3.ap-south-1.amazonaws.com (got '${got.replace(/\/$/, '')}')`,
    ),
    S3_BUCKET: refusing(
      Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' }),
      (got) => `must be a bucket name of 3 to 63 lower-case letters, digits, dots and dashes (got '${got}')`,
    ),
    S3_PREFIX: refusing(
      Type.String({ pattern: "^[A-Za-z0-9!_.*'()/-]{0,200}$", default: 'uploads/' }),
      (got) => `must be a key prefix of letters, digits and / - _ . (got '${got}')`,
    ),
    S3_REGION: Type.String({ default: 'us-east-1' }),
    S3_ACCESS_KEY_ID: Type.String(),
    S3_SECRET_ACCESS_KEY: Type.String(),
    S3_PATH_STYLE: Choice(['0', '1'], '1'),
  },
  { additionalProperties: false },
);

/** Read only with SMS_SENDER=msg91. */
export const Msg91EnvSchema = Type.Object(
  {
    MSG91_AUTH_KEY: Type.String(),
    MSG91_TEMPLATE_ID: Type.String(),
    MSG91_NOTICE_TEMPLATE_ID: Type.Optional(Type.String()),
    MSG91_BASE_URL: refusing(
      Type.String({ pattern: ORIGIN_PATTERN, default: 'https://control.msg91.com' }),
      (got) => `must be an origin like https://control.msg91.com (got '${got}')`,
    ),
  },
  { additionalProperties: false },
);

export type Env = Static<typeof EnvSchema>;

/** The variables as the process has them. */
export type RawEnv = Record<string, string | undefined>;

/**
 * Reads `schema`'s variables from `env`, a blank value counting as unset, with their defaults.
 * Throws a ConfigError naming the first bad variable in the schema's order; a missing one is
 * refused as `must be set <when>`.
 */
export function readEnv<T extends TObject>(schema: T, env: RawEnv, when?: string): Static<T> {
  const properties = schema.properties as Record<string, Refusing>;
  const data: Record<string, string> = {};
  for (const name of Object.keys(properties)) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') data[name] = value;
  }
  // Ajv would take '1e3' or '0x10' for a number; a whole number here is written in digits.
  const bad = new Set(
    Object.keys(data).filter(
      (name) => properties[name]?.type === 'integer' && !/^\d+$/.test(data[name] ?? ''),
    ),
  );
  try {
    const parsed = envSchema<Static<T>>({ schema, data, env: false });
    if (bad.size === 0) return parsed;
  } catch (error) {
    if (!(error instanceof Error && 'errors' in error && Array.isArray(error.errors))) throw error;
    for (const issue of error.errors as ValidationIssue[]) {
      bad.add(
        issue.keyword === 'required' ? String(issue.params.missingProperty) : issue.instancePath.slice(1),
      );
    }
  }
  const name = Object.keys(properties).find((candidate) => bad.has(candidate)) ?? [...bad].join(', ');
  const value = data[name];
  const refusal = properties[name]?.[REFUSAL];
  if (value === undefined)
    throw new ConfigError(name, when === undefined ? 'must be set' : `must be set ${when}`);
  throw new ConfigError(name, refusal?.(value) ?? `is not valid (got '${value}')`);
}
