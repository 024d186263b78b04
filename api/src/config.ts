// The server's configuration, read from environment variables once at start. Anything wrong stops
// start-up with a message that names the variable, rather than failing later in a request.
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRY_DIAL_CODES } from './lib/countries.ts';

/** The api/ folder: `src/` and `dist/` both sit one level below it. */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(PACKAGE_ROOT, '..');
export const MEMORY_DATA_DIR = 'memory://';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/**
 * `outbox` records OTP messages in a file for trying the product; `msg91` sends them through MSG91's
 * flow API; `off` sends none (OTP login is off).
 */
const SMS_SENDERS = ['outbox', 'msg91', 'off'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type SmsSenderName = (typeof SMS_SENDERS)[number];

export interface PartnerSite {
  /** As the embed names it, `<villa-enquiry partner="acme">`: lower case, digits and dashes. */
  id: string;
  origins: string[];
}

export interface Config {
  port: number;
  host: string;
  /** How long a client may take to send a whole request (headers and body); a slower one gets a 408. */
  requestTimeoutMs: number;
  /** postgres:// URL of a PostgreSQL server, or null to use the embedded PGlite. */
  databaseUrl: string | null;
  /** PostgreSQL: a statement running longer is cancelled, so a runaway query can't hold a connection. */
  databaseStatementTimeoutMs: number;
  /** PGlite's data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** Folder holding the built apps (shell/, listings/, ...), or null to serve the API only. */
  webRoot: string | null;
  googleMapsApiKey: string | null;
  /**
   * The Google Maps map id the maps draw with (advanced markers need one); null uses Google's
   * DEMO_MAP_ID, meant for development: a deployment creates its own in the Cloud console.
   */
  googleMapsMapId: string | null;
  /** Partner sites that embed the enquiry form: an id (credited on their leads) and its origins. */
  partners: PartnerSite[];
  /** Origins besides this site that remotes.json may load remotes from (REMOTE_ORIGINS); loopback needs none. */
  remoteOrigins: string[];
  /**
   * The OTP sender. The outbox exists for trying the product: it is the default only for the embedded
   * database; with DATABASE_URL it is off unless SMS_SENDER=outbox asks for it.
   */
  smsSender: SmsSenderName;
  /** The outbox file (SMS_SENDER=outbox): one JSON line per message. */
  smsOutboxFile: string;
  /** MSG91's settings, when SMS_SENDER=msg91. */
  msg91: Msg91Config | null;
  /** How long the SMS provider may take to accept a message before generateotp gives up. */
  smsTimeoutMs: number;
  /**
   * OTP SMS in an hour, all phones together (SMS_HOURLY_BUDGET): reaching it logs a warning once an
   * hour; past twice it, generateotp answers 503 and sends nothing.
   */
  smsHourlyBudget: number;
  /** The countries (ISO 3166-1 alpha-2) OTP codes may go to (SMS_COUNTRIES); MSG91's DLT templates are India's. */
  smsCountries: string[];
  /**
   * The key OTP codes are hashed with (HMAC-SHA256). Required with DATABASE_URL (every instance needs
   * the same); for the embedded database, null generates one kept in the data folder.
   */
  otpSecret: string | null;
  /** Fastify's trustProxy: behind a load balancer the client address (used by the rate limit) comes from X-Forwarded-For. */
  trustProxy: boolean | number | string[];
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Folder of the versioned SQL migrations. */
  migrationsDir: string;
  /**
   * Whether start-up seeds an empty database with the demo catalogue. On for the embedded database;
   * with DATABASE_URL only when SEED_ON_START=1, so an empty production database shows no fake projects.
   */
  seedOnStart: boolean;
  /** The rate limits (the /api read limit and the forms' own); RATE_LIMITS=off turns them all off, for benchmarks. */
  rateLimits: boolean;
  /** Where uploaded images are stored (UPLOADS_STORAGE, UPLOADS_DIR, S3_*). */
  uploadStorage: UploadStorageConfig;
  /** How much one address may upload a day, and the free disk uploads always leave (UPLOADS_*). */
  uploadLimits: UploadLimits;
  /**
   * The site's address as people open it (PUBLIC_URL, default http://localhost:PORT), for absolute
   * links outside the browser: the photo URLs `npm run leads` lists.
   */
  publicUrl: string;
  /**
   * The team's token for its reads over HTTP (GET /blog/analytics), sent as a bearer token from
   * anywhere (ADMIN_TOKEN, at least 32 characters). Null: with the embedded database the token kept
   * in the data folder works from this machine; with DATABASE_URL those reads are refused.
   */
  adminToken: string | null;
}

/** Where uploaded images are kept: a folder on this machine, or an S3-compatible bucket shared by every instance. */
export type UploadStorageConfig = LocalStorageConfig | S3StorageConfig;

export interface LocalStorageConfig {
  kind: 'local';
  /** Outside WEB_ROOT; the images are served by id through the API, never as files. */
  dir: string;
}

export interface S3StorageConfig {
  kind: 's3';
  /** Origin of the S3 API: https://s3.ap-south-1.amazonaws.com, or a MinIO / R2 / local server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. 'uploads/'. */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key), as MinIO and local servers need; else bucket.endpoint/key. */
  pathStyle: boolean;
}

export interface UploadLimits {
  /** Files one address may upload in a day (India time); 60 is six full listings of 10 photos. */
  filesPerDay: number;
  /** Bytes one address may upload in a day, counted as received. */
  bytesPerDay: number;
  /** Uploads are refused (507) while the uploads folder's disk has less than this free. */
  minFreeBytes: number;
}

export interface Msg91Config {
  authKey: string;
  /** The DLT-approved flow template; its `##otp##` variable receives the code. */
  templateId: string;
  /** Origin of the API, https://control.msg91.com; tests point it at a local fake. */
  baseUrl: string;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got '${value}')`);
  }
  return value as T;
}

function readPort(env: Env): number {
  const value = read(env, 'PORT');
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number between 1 and 65535 (got '${value}')`);
  }
  return port;
}

/** A duration in milliseconds, from 1 ms to an hour. */
function readMilliseconds(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const milliseconds = Number(value);
  if (!/^\d+$/.test(value) || milliseconds < 1 || milliseconds > 3_600_000) {
    throw new ConfigError(name, `must be a whole number of milliseconds from 1 to 3600000 (got '${value}')`);
  }
  return milliseconds;
}

function readDatabaseUrl(env: Env): string | null {
  const value = read(env, 'DATABASE_URL');
  if (value === undefined) return null;
  if (!/^postgres(ql)?:\/\/.+/.test(value)) {
    throw new ConfigError(
      'DATABASE_URL',
      'must be a postgres:// URL, or be left unset to use the embedded database',
    );
  }
  return value;
}

function readDirectory(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const dir = path.resolve(value);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ConfigError(name, `must be an existing folder (got '${value}')`);
  }
  return dir;
}

function readWebRoot(env: Env): string | null {
  const dir = readDirectory(env, 'WEB_ROOT');
  if (dir !== null && !existsSync(path.join(dir, 'shell', 'index.html'))) {
    throw new ConfigError('WEB_ROOT', `must contain the built shell (no shell/index.html in '${dir}')`);
  }
  return dir;
}

/** Enquiries store the partner's origin from this list: a bounded, known value. */
const PARTNER_ORIGIN_MAX_LENGTH = 200;
const PARTNER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const PARTNERS_EXAMPLE =
  'acme=https://acme.example;bluesky=https://bluesky.example,https://www.bluesky.example';

function readOrigin(
  entry: string,
  variable = 'PARTNER_ORIGINS',
  example = 'https://partner.example.com',
): string {
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    url = null;
  }
  if (
    url === null ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.origin !== entry.replace(/\/$/, '') ||
    url.origin.length > PARTNER_ORIGIN_MAX_LENGTH
  ) {
    throw new ConfigError(variable, `entry '${entry}' is not an origin like ${example}`);
  }
  return url.origin;
}

/**
 * PARTNER_ORIGINS maps partner ids to their origins, partners apart by `;`, origins by `,`:
 * `acme=https://acme.example;bluesky=https://bluesky.example,https://www.bluesky.example`.
 */
function readPartners(env: Env): PartnerSite[] {
  const value = read(env, 'PARTNER_ORIGINS');
  if (value === undefined) return [];
  const partners: PartnerSite[] = [];
  const owner = new Map<string, string>();
  for (const entry of value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const equals = entry.indexOf('=');
    const id = equals === -1 ? '' : entry.slice(0, equals).trim();
    if (!PARTNER_ID.test(id)) {
      throw new ConfigError(
        'PARTNER_ORIGINS',
        `entry '${entry}' must be a partner id (lower case letters, digits, dashes) '=' its origins, like ${PARTNERS_EXAMPLE}`,
      );
    }
    if (partners.some((partner) => partner.id === id)) {
      throw new ConfigError('PARTNER_ORIGINS', `partner '${id}' is listed twice`);
    }
    const origins = entry
      .slice(equals + 1)
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .map((origin) => readOrigin(origin));
    if (origins.length === 0) throw new ConfigError('PARTNER_ORIGINS', `partner '${id}' has no origin`);
    for (const origin of origins) {
      const other = owner.get(origin);
      if (other !== undefined) {
        throw new ConfigError(
          'PARTNER_ORIGINS',
          `origin ${origin} is listed for both '${other}' and '${id}'`,
        );
      }
      owner.set(origin, id);
    }
    partners.push({ id, origins });
  }
  return partners;
}

/**
 * REMOTE_ORIGINS: the origins remotes.json may load a remote from besides this site, comma-separated
 * (a CDN, another team's host). https only; an entry of remotes.json on any other origin is skipped.
 */
function readRemoteOrigins(env: Env): string[] {
  const value = read(env, 'REMOTE_ORIGINS');
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = readOrigin(entry, 'REMOTE_ORIGINS', 'https://cdn.example.com');
      if (!origin.startsWith('https://')) {
        throw new ConfigError('REMOTE_ORIGINS', `entry '${entry}' must be https`);
      }
      return origin;
    });
}

function readMapId(env: Env): string | null {
  const value = read(env, 'GOOGLE_MAPS_MAP_ID');
  if (value === undefined) return null;
  if (!/^[\w-]{1,100}$/.test(value)) {
    throw new ConfigError(
      'GOOGLE_MAPS_MAP_ID',
      `must be a map id from the Google Cloud console (got '${value.slice(0, 100)}')`,
    );
  }
  return value;
}

function readTrustProxy(env: Env, nodeEnv: NodeEnv): boolean | number | string[] {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
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

function readMsg91(env: Env, smsSender: SmsSenderName): Msg91Config | null {
  if (smsSender !== 'msg91') return null;
  const authKey = read(env, 'MSG91_AUTH_KEY');
  const templateId = read(env, 'MSG91_TEMPLATE_ID');
  if (authKey === undefined) throw new ConfigError('MSG91_AUTH_KEY', 'must be set with SMS_SENDER=msg91');
  if (templateId === undefined) {
    throw new ConfigError('MSG91_TEMPLATE_ID', 'must be set with SMS_SENDER=msg91');
  }
  const baseUrl = read(env, 'MSG91_BASE_URL') ?? 'https://control.msg91.com';
  if (!/^https?:\/\/[^/]+$/.test(baseUrl.replace(/\/$/, ''))) {
    throw new ConfigError(
      'MSG91_BASE_URL',
      `must be an origin like https://control.msg91.com (got '${baseUrl}')`,
    );
  }
  return { authKey, templateId, baseUrl: baseUrl.replace(/\/$/, '') };
}

/**
 * The uploads folder: UPLOADS_DIR, else `uploads` beside the embedded database's folder (DATA_DIR is
 * PGlite's own, so not inside it), or a temporary folder for an in-memory database. Never inside
 * WEB_ROOT: an upload is served by id with its checked type, never as a file.
 */
function readUploadsDir(env: Env, dataDir: string, webRoot: string | null): string {
  const value = read(env, 'UPLOADS_DIR');
  const dir = path.resolve(
    value ??
      (dataDir === MEMORY_DATA_DIR
        ? path.join(tmpdir(), `villa-uploads-${process.pid}`)
        : path.join(path.dirname(path.resolve(dataDir)), 'uploads')),
  );
  if (webRoot !== null && (dir === webRoot || dir.startsWith(`${webRoot}${path.sep}`))) {
    throw new ConfigError('UPLOADS_DIR', `must be outside WEB_ROOT (got '${dir}')`);
  }
  return dir;
}

function required(env: Env, name: string, why: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, `must be set ${why}`);
  return value;
}

function readUploadStorage(env: Env, dataDir: string, webRoot: string | null): UploadStorageConfig {
  const kind = oneOf(env, 'UPLOADS_STORAGE', ['local', 's3'] as const, 'local');
  if (kind === 'local') return { kind, dir: readUploadsDir(env, dataDir, webRoot) };
  const why = 'with UPLOADS_STORAGE=s3';
  const endpoint = required(env, 'S3_ENDPOINT', why).replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) {
    throw new ConfigError(
      'S3_ENDPOINT',
      `must be an origin like https://s3.ap-south-1.amazonaws.com (got '${endpoint}')`,
    );
  }
  const bucket = required(env, 'S3_BUCKET', why);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name of 3 to 63 lower-case letters, digits, dots and dashes (got '${bucket}')`,
    );
  }
  const prefix = read(env, 'S3_PREFIX') ?? 'uploads/';
  if (!/^[A-Za-z0-9!_.*'()/-]{0,200}$/.test(prefix)) {
    throw new ConfigError(
      'S3_PREFIX',
      `must be a key prefix of letters, digits and / - _ . (got '${prefix}')`,
    );
  }
  return {
    kind,
    endpoint,
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', why),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', why),
    prefix,
    pathStyle: oneOf(env, 'S3_PATH_STYLE', ['0', '1'] as const, '1') === '1',
  };
}

/** A whole number from `min` to `max`, for the limits an operator may tune. */
function readCount(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  /** What is counted, for the message: 'SMS an hour'. */
  of?: string,
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < min || count > max) {
    throw new ConfigError(
      name,
      `must be a whole number${of ? ` of ${of}` : ''} from ${min} to ${max} (got '${value.slice(0, 40)}')`,
    );
  }
  return count;
}

const MB = 1024 * 1024;

function readUploadLimits(env: Env): UploadLimits {
  return {
    filesPerDay: readCount(env, 'UPLOADS_PER_DAY', 60, 1, 100_000),
    bytesPerDay: readCount(env, 'UPLOADS_MB_PER_DAY', 60, 1, 100_000) * MB,
    minFreeBytes: readCount(env, 'UPLOADS_MIN_FREE_MB', 1024, 0, 10_000_000) * MB,
  };
}

function readPublicUrl(env: Env, port: number): string {
  const value = read(env, 'PUBLIC_URL');
  if (value === undefined) return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be the site's address like https://villas.example.com (got '${value}')`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** An HMAC key shorter than this is guessable; `openssl rand -hex 32` gives 64 characters. */
const OTP_SECRET_MIN_LENGTH = 32;

function readOtpSecret(env: Env, databaseUrl: string | null, smsSender: SmsSenderName): string | null {
  const secret = read(env, 'OTP_SECRET');
  if (secret !== undefined && secret.length < OTP_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      'OTP_SECRET',
      `must be at least ${OTP_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  }
  if (secret === undefined && databaseUrl !== null && smsSender !== 'off') {
    throw new ConfigError(
      'OTP_SECRET',
      'must be set with DATABASE_URL when SMS_SENDER is not off: every instance hashes OTP codes with ' +
        'this key (at least 32 characters, e.g. openssl rand -hex 32)',
    );
  }
  return secret ?? null;
}

function readAdminToken(env: Env): string | null {
  const token = read(env, 'ADMIN_TOKEN');
  if (token !== undefined && token.length < OTP_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      'ADMIN_TOKEN',
      `must be at least ${OTP_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  }
  return token ?? null;
}

function readSmsHourlyBudget(env: Env): number {
  return readCount(env, 'SMS_HOURLY_BUDGET', 1000, 1, 9_999_999, 'SMS an hour');
}

/** SMS_COUNTRIES: ISO codes of countries the forms offer, e.g. `IN` or `IN,AE`. */
function readSmsCountries(env: Env): string[] {
  const value = read(env, 'SMS_COUNTRIES');
  if (value === undefined) return ['IN'];
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

/** RATE_LIMITS=off is for benchmarks; in production it takes this longer form, as `seed --reset` takes `--force`. */
const RATE_LIMITS_OFF_IN_PRODUCTION = 'off-in-production';

function readRateLimits(env: Env, nodeEnv: NodeEnv): boolean {
  const value = oneOf(env, 'RATE_LIMITS', ['on', 'off', RATE_LIMITS_OFF_IN_PRODUCTION], 'on');
  if (value === 'off' && nodeEnv === 'production') {
    throw new ConfigError(
      'RATE_LIMITS',
      'must not be off with NODE_ENV=production: any client could then flood the forms, the OTP SMS and ' +
        `the uploads. For a benchmark of a server nobody else reaches, set RATE_LIMITS=${RATE_LIMITS_OFF_IN_PRODUCTION}`,
    );
  }
  return value === 'on';
}

/** Reads and checks the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  // Unset is production, as on a host that runs `node dist/server.js`: development and tests say so.
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'production');
  const databaseUrl = readDatabaseUrl(env);
  const smsSender = oneOf(env, 'SMS_SENDER', SMS_SENDERS, databaseUrl === null ? 'outbox' : 'off');
  const partners = readPartners(env);
  const port = readPort(env);
  const dataDir = read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data', 'pglite');
  const webRoot = readWebRoot(env);
  return {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    requestTimeoutMs: readMilliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000),
    databaseUrl,
    databaseStatementTimeoutMs: readMilliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
    dataDir,
    webRoot,
    googleMapsApiKey: read(env, 'GOOGLE_MAPS_API_KEY') ?? null,
    googleMapsMapId: readMapId(env),
    partners,
    remoteOrigins: readRemoteOrigins(env),
    smsSender,
    smsOutboxFile: path.resolve(
      read(env, 'SMS_OUTBOX_FILE') ?? path.join(REPO_ROOT, '.data', 'sms-outbox.jsonl'),
    ),
    msg91: readMsg91(env, smsSender),
    smsTimeoutMs: readMilliseconds(env, 'SMS_TIMEOUT_MS', 5_000),
    smsHourlyBudget: readSmsHourlyBudget(env),
    smsCountries: readSmsCountries(env),
    otpSecret: readOtpSecret(env, databaseUrl, smsSender),
    trustProxy: readTrustProxy(env, nodeEnv),
    nodeEnv,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    migrationsDir: readDirectory(env, 'MIGRATIONS_DIR') ?? path.join(PACKAGE_ROOT, 'migrations'),
    seedOnStart: oneOf(env, 'SEED_ON_START', ['0', '1'], databaseUrl === null ? '1' : '0') === '1',
    rateLimits: readRateLimits(env, nodeEnv),
    uploadStorage: readUploadStorage(env, dataDir, webRoot),
    uploadLimits: readUploadLimits(env),
    publicUrl: readPublicUrl(env, port),
    adminToken: readAdminToken(env),
  };
}

/** What an operator should know at start about settings that exist for trying the product. */
export function startupNotices(config: Config): string[] {
  const notices: string[] = [];
  if (config.smsSender === 'off') {
    notices.push('OTP login is off: no SMS sender is configured (SMS_SENDER=outbox records OTPs in a file)');
  } else if (config.smsSender === 'outbox' && config.databaseUrl !== null) {
    notices.push(
      'SMS_SENDER=outbox with DATABASE_URL: OTPs are written to the outbox file, not sent to phones',
    );
  } else if (config.smsSender === 'outbox') {
    notices.push(
      `SMS outbox: OTP codes are written to ${config.smsOutboxFile} and printed here, not sent to phones; for trying the product only`,
    );
  }
  if (config.smsSender === 'outbox' && config.nodeEnv === 'production') {
    notices.push(
      'NODE_ENV=production with the SMS outbox: NOT FOR REAL USERS. Anyone who reads this log or the outbox ' +
        'file can log in as any phone. Send codes by SMS (SMS_SENDER=msg91) before people sign in',
    );
  }
  return notices;
}
