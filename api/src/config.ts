// The server's configuration, read from environment variables once at start. Anything wrong stops
// start-up with a message that names the variable, rather than failing later in a request.
// The variables are declared in config/env.ts (a schema); the rules between them sit beside it.
import path from 'node:path';
import { ConfigError, EnvSchema, readEnv, type Env, type RawEnv } from './config/env.ts';
import { PACKAGE_ROOT, REPO_ROOT, readFolder, readWebRoot } from './config/folders.ts';
import { readAssetOrigin, readPartners, readPublicUrl, readRemoteOrigins } from './config/origins.ts';
import { readRateLimits, readTrustProxy } from './config/production-rules.ts';
import { readMsg91, readOtpSecret, readSmsCountries } from './config/sms.ts';
import { MAP_KEY_INSTRUCTION } from './contract/maps.ts';
import { readReleaseBucket, readUploadLimits, readUploadStorage } from './config/uploads.ts';

export { ConfigError } from './config/env.ts';
export { MEMORY_DATA_DIR, PACKAGE_ROOT, REPO_ROOT } from './config/folders.ts';

export type NodeEnv = Env['NODE_ENV'];
export type LogLevel = NonNullable<Env['LOG_LEVEL']>;
export type SmsSenderName = NonNullable<Env['SMS_SENDER']>;

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
  /** After SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** postgres:// URL of a PostgreSQL server, or null to use the embedded PGlite. */
  databaseUrl: string | null;
  /**
   * postgres:// URL of a read replica of DATABASE_URL's server (DATABASE_READ_URL), or null: the
   * public catalogue and blog reads go there (plugins/app/db.ts), everything else to the primary.
   */
  databaseReadUrl: string | null;
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
  /**
   * Origins besides this site that remotes.json may load remotes from (REMOTE_ORIGINS, and
   * ASSET_ORIGIN when set); loopback needs none.
   */
  remoteOrigins: string[];
  /** The CDN in front of the releases' bucket (ASSET_ORIGIN), or null: released files come from the app. */
  assetOrigin: string | null;
  /**
   * Where browsers find released versions, `${ASSET_ORIGIN}/${RELEASES_S3_PREFIX}` (then
   * <remote>/<version>/…), or null when they load them from this app (/mfe/<remote>/<version>/…).
   */
  assetBase: string | null;
  /** The bucket releases are uploaded to and fetched from (S3_* under RELEASES_S3_PREFIX), or null. */
  releaseBucket: S3StorageConfig | null;
  /**
   * The OTP sender. The outbox exists for trying the product: it is the default only for the embedded
   * database; with DATABASE_URL it is off unless SMS_SENDER=outbox asks for it.
   */
  smsSender: SmsSenderName;
  /** The outbox file (SMS_SENDER=outbox): one JSON line per message. */
  smsOutboxFile: string;
  /** For tests: the app's clock runs this file's milliseconds ahead (lib/offset-clock.ts); null: the system's. */
  clockOffsetFile: string | null;
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
  /** The DLT-approved template for the team's notices; its `##message##` takes the text. Null: none sent. */
  noticeTemplateId: string | null;
  /** Origin of the API, https://control.msg91.com; tests point it at a local fake. */
  baseUrl: string;
}

/** Reads and checks the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(raw: RawEnv = process.env): Config {
  const env = readEnv(EnvSchema, raw);
  const nodeEnv = env.NODE_ENV;
  const databaseUrl = env.DATABASE_URL ?? null;
  const databaseReadUrl = env.DATABASE_READ_URL ?? null;
  if (databaseReadUrl !== null && databaseUrl === null) {
    throw new ConfigError(
      'DATABASE_READ_URL',
      'is a read replica of DATABASE_URL: set DATABASE_URL too (the embedded database has no replica)',
    );
  }
  const smsSender = env.SMS_SENDER ?? (databaseUrl === null ? 'outbox' : 'off');
  const dataDir = env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite');
  const webRoot = readWebRoot(env.WEB_ROOT);
  const assetOrigin = readAssetOrigin(env.ASSET_ORIGIN);
  const releaseBucket = readReleaseBucket(raw, env);
  if (assetOrigin !== null && releaseBucket === null) {
    throw new ConfigError(
      'ASSET_ORIGIN',
      "is the CDN of the releases' bucket: set S3_BUCKET and the other S3_* too",
    );
  }
  const remoteOrigins = readRemoteOrigins(env.REMOTE_ORIGINS);
  return {
    port: env.PORT,
    host: env.HOST,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    databaseUrl,
    databaseReadUrl,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    dataDir,
    webRoot,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    googleMapsMapId: env.GOOGLE_MAPS_MAP_ID ?? null,
    partners: readPartners(env.PARTNER_ORIGINS),
    remoteOrigins:
      assetOrigin === null || remoteOrigins.includes(assetOrigin)
        ? remoteOrigins
        : [...remoteOrigins, assetOrigin],
    assetOrigin,
    assetBase:
      assetOrigin === null || releaseBucket === null ? null : `${assetOrigin}/${releaseBucket.prefix}`,
    releaseBucket,
    smsSender,
    smsOutboxFile: path.resolve(env.SMS_OUTBOX_FILE ?? path.join(REPO_ROOT, '.data', 'sms-outbox.jsonl')),
    clockOffsetFile: env.CLOCK_OFFSET_FILE ? path.resolve(env.CLOCK_OFFSET_FILE) : null,
    msg91: readMsg91(raw, smsSender),
    smsTimeoutMs: env.SMS_TIMEOUT_MS,
    smsHourlyBudget: env.SMS_HOURLY_BUDGET,
    smsCountries: readSmsCountries(env.SMS_COUNTRIES),
    otpSecret: readOtpSecret(env.OTP_SECRET, databaseUrl, smsSender),
    trustProxy: readTrustProxy(env.TRUST_PROXY, nodeEnv),
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    migrationsDir: readFolder('MIGRATIONS_DIR', env.MIGRATIONS_DIR) ?? path.join(PACKAGE_ROOT, 'migrations'),
    seedOnStart: (env.SEED_ON_START ?? (databaseUrl === null ? '1' : '0')) === '1',
    rateLimits: readRateLimits(env.RATE_LIMITS, nodeEnv),
    uploadStorage: readUploadStorage(raw, env, dataDir, webRoot),
    uploadLimits: readUploadLimits(env),
    publicUrl: readPublicUrl(env.PUBLIC_URL, env.PORT),
    adminToken: env.ADMIN_TOKEN ?? null,
  };
}

/** What an operator should know at start about settings that exist for trying the product. */
/**
 * The operator's instruction when the server has no Google Maps key, for its log at start (issue 29):
 * in production the buyers' pages say only that the map is not available.
 */
export function mapKeyNotice(config: Config): string | null {
  if (config.googleMapsApiKey !== null) return null;
  const pages =
    config.nodeEnv === 'production' ? 'buyers read that the map is not available' : 'the pages say so';
  return `No Google Maps key: the maps are off and ${pages}. ${MAP_KEY_INSTRUCTION} to show them`;
}

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
  if (config.clockOffsetFile !== null) {
    notices.push(
      `CLOCK_OFFSET_FILE: the server's clock runs the milliseconds in ${config.clockOffsetFile} ahead; for tests only`,
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
