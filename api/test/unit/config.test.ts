import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, mapKeyNotice, REPO_ROOT, startupNotices } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has safe defaults: port 8080, all interfaces, PGlite in the repository, API only, production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      requestTimeoutMs: 30_000,
      shutdownGraceMs: 10_000,
      databaseUrl: null,
      databaseReadUrl: null,
      databaseStatementTimeoutMs: 10_000,
      dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      webRoot: null,
      googleMapsApiKey: null,
      googleMapsMapId: null,
      partners: [],
      smsSender: 'outbox',
      trustProxy: false,
      nodeEnv: 'production',
      logLevel: 'info',
      seedOnStart: true,
      rateLimits: true,
    });
  });

  it('takes a blank or spaced value as unset, and trims the others', () => {
    expect(loadConfig({ PORT: '  ', NODE_ENV: '', HOST: ' 127.0.0.1 ' })).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      host: '127.0.0.1',
    });
  });

  it('seeds the demo catalogue on start for the embedded database only, unless asked', () => {
    const postgres = { DATABASE_URL: 'postgres://villa@db:5432/villa' };
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig(postgres).seedOnStart).toBe(false);
    expect(loadConfig({ ...postgres, SEED_ON_START: '1' }).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: '0' }).seedOnStart).toBe(false);
    expect(() => loadConfig({ SEED_ON_START: 'yes' })).toThrow(
      "Invalid configuration: SEED_ON_START must be one of 0, 1 (got 'yes')",
    );
  });

  it('takes a read replica (DATABASE_READ_URL) only beside DATABASE_URL, as a postgres:// URL', () => {
    const postgres = { DATABASE_URL: 'postgres://villa@db:5432/villa', SMS_SENDER: 'off' };
    const replica = 'postgres://villa@db-replica:5432/villa';
    expect(loadConfig({ ...postgres, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(loadConfig(postgres).databaseReadUrl).toBeNull();
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      'Invalid configuration: DATABASE_READ_URL is a read replica of DATABASE_URL: set DATABASE_URL too',
    );
    expect(() => loadConfig({ ...postgres, DATABASE_READ_URL: 'db-replica:5432' })).toThrow(
      "Invalid configuration: DATABASE_READ_URL must be a postgres:// URL of a read replica of DATABASE_URL's server",
    );
  });

  it('keeps the SMS outbox, which exists for trying the product, to the embedded database unless asked', () => {
    const postgres = { DATABASE_URL: 'postgres://villa@db:5432/villa' };
    expect(loadConfig({}).smsSender).toBe('outbox');
    expect(loadConfig(postgres).smsSender).toBe('off');
    expect(loadConfig({ ...postgres, SMS_SENDER: 'outbox', OTP_SECRET: 'k'.repeat(32) }).smsSender).toBe(
      'outbox',
    );
    expect(loadConfig({ SMS_SENDER: 'off' }).smsSender).toBe('off');
    const development = { NODE_ENV: 'development' };
    expect(startupNotices(loadConfig(development))).toHaveLength(1); // the outbox's warning: test/unit/otp-login-config.test.ts
    expect(startupNotices(loadConfig(postgres))).toEqual([
      'OTP login is off: no SMS sender is configured (SMS_SENDER=outbox records OTPs in a file)',
    ]);
    expect(
      startupNotices(
        loadConfig({ ...development, ...postgres, SMS_SENDER: 'outbox', OTP_SECRET: 'k'.repeat(32) }),
      ),
    ).toEqual([
      'SMS_SENDER=outbox with DATABASE_URL: OTPs are written to the outbox file, not sent to phones',
    ]);
  });

  it("says at start how to set the Maps key, which production buyers' pages don't say", () => {
    expect(mapKeyNotice(loadConfig({ GOOGLE_MAPS_API_KEY: 'k' }))).toBeNull();
    expect(mapKeyNotice(loadConfig({}))).toBe(
      "No Google Maps key: the maps are off and buyers read that the map is not available. Set GOOGLE_MAPS_API_KEY in the server's environment and restart it to show them",
    );
    expect(mapKeyNotice(loadConfig({ NODE_ENV: 'development' }))).toMatch(
      /the pages say so\. Set GOOGLE_MAPS_API_KEY/,
    );
  });

  it('says at start, in production, that the SMS outbox is not for real users', () => {
    const notForRealUsers =
      'NODE_ENV=production with the SMS outbox: NOT FOR REAL USERS. Anyone who reads this log or the ' +
      'outbox file can log in as any phone. Send codes by SMS (SMS_SENDER=msg91) before people sign in';
    const postgresOutbox = {
      DATABASE_URL: 'postgres://villa@db:5432/villa',
      SMS_SENDER: 'outbox',
      OTP_SECRET: 'k'.repeat(32),
    };
    for (const env of [{}, { NODE_ENV: 'production' }, postgresOutbox]) {
      const notices = startupNotices(loadConfig(env));
      expect(notices).toHaveLength(2);
      expect(notices[1]).toBe(notForRealUsers);
    }
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(startupNotices(loadConfig(env))).not.toContain(notForRealUsers);
    }
    const msg91 = { SMS_SENDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
    expect(startupNotices(loadConfig(msg91))).toEqual([]);
  });

  it('turns every rate limit off with RATE_LIMITS=off, and only then; in production only in its long form', () => {
    expect(loadConfig({ NODE_ENV: 'development', RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow(
      "RATE_LIMITS must be one of on, off, off-in-production (got 'false')",
    );
    for (const production of [{}, { NODE_ENV: 'production' }]) {
      expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrow(
        'Invalid configuration: RATE_LIMITS must not be off with NODE_ENV=production: any client could ' +
          'then flood the forms, the OTP SMS and the uploads. For a benchmark of a server nobody else ' +
          'reaches, set RATE_LIMITS=off-in-production',
      );
      expect(loadConfig({ ...production, RATE_LIMITS: 'off-in-production' }).rateLimits).toBe(false);
    }
  });

  it('refuses TRUST_PROXY=true in production, saying why and what to set instead', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY must not be true with NODE_ENV=production: it trusts any ' +
        'X-Forwarded-For, which a client can rotate to dodge every per-address rate limit. Set the ' +
        'number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8) instead',
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });

  it('reads every variable', () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'villa-web-'));
    mkdirSync(path.join(webRoot, 'shell'));
    writeFileSync(path.join(webRoot, 'shell', 'index.html'), '<!doctype html>');
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://villa:secret@db:5432/villa',
      WEB_ROOT: webRoot,
      GOOGLE_MAPS_API_KEY: ' key ',
      GOOGLE_MAPS_MAP_ID: '8f2a9c1d4e6b7a30',
      PARTNER_ORIGINS:
        'acme=https://partner.example.com ; bluesky=https://bluesky.example, http://localhost:3000/;',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      REQUEST_TIMEOUT_MS: '15000',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://villa:secret@db:5432/villa',
      webRoot,
      googleMapsApiKey: 'key',
      googleMapsMapId: '8f2a9c1d4e6b7a30',
      partners: [
        { id: 'acme', origins: ['https://partner.example.com'] },
        { id: 'bluesky', origins: ['https://bluesky.example', 'http://localhost:3000'] },
      ],
      nodeEnv: 'production',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      requestTimeoutMs: 15_000,
      databaseStatementTimeoutMs: 5_000,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [
      { PORT: 'eighty' },
      "Invalid configuration: PORT must be a whole number between 1 and 65535 (got 'eighty')",
    ],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    // Ajv alone would coerce these to 1000 and 16.
    [{ PORT: '1e3' }, "PORT must be a whole number between 1 and 65535 (got '1e3')"],
    [{ UPLOADS_PER_DAY: '0x10' }, "UPLOADS_PER_DAY must be a whole number from 1 to 100000 (got '0x10')"],
    [{ DATABASE_URL: 'mysql://localhost/villa' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ WEB_ROOT: '/no/such/folder' }, "WEB_ROOT must be an existing folder (got '/no/such/folder')"],
    [{ WEB_ROOT: tmpdir() }, 'WEB_ROOT must contain the built shell'],
    [
      { PARTNER_ORIGINS: 'acme=https://ok.example.com,partner.example.com' },
      "PARTNER_ORIGINS entry 'partner.example.com' is not an origin",
    ],
    [
      { PARTNER_ORIGINS: 'acme=https://partner.example.com/embed' },
      "PARTNER_ORIGINS entry 'https://partner.example.com/embed' is not an origin",
    ],
    [
      { PARTNER_ORIGINS: 'https://partner.example.com' },
      "PARTNER_ORIGINS entry 'https://partner.example.com' must be a partner id (lower case letters, digits, dashes) '=' its origins, like acme=https://acme.example;",
    ],
    [
      { PARTNER_ORIGINS: 'Acme=https://acme.example' },
      "entry 'Acme=https://acme.example' must be a partner id",
    ],
    [{ PARTNER_ORIGINS: 'acme=https://a.example;acme=https://b.example' }, "partner 'acme' is listed twice"],
    [{ PARTNER_ORIGINS: 'acme=' }, "partner 'acme' has no origin"],
    [
      { PARTNER_ORIGINS: 'acme=https://a.example;bluesky=https://a.example' },
      "origin https://a.example is listed for both 'acme' and 'bluesky'",
    ],
    [
      { GOOGLE_MAPS_MAP_ID: 'my map' },
      "GOOGLE_MAPS_MAP_ID must be a map id from the Google Cloud console (got 'my map')",
    ],
    [{ SMS_SENDER: 'twilio' }, "SMS_SENDER must be one of outbox, msg91, off (got 'twilio')"],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [
      { TRUST_PROXY: 'the load balancer' },
      'TRUST_PROXY must be true, false, a number of hops or a comma list of proxy addresses',
    ],
    [
      { REQUEST_TIMEOUT_MS: '30s' },
      "REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1 to 3600000 (got '30s')",
    ],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds'],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '-1' },
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds',
    ],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads ASSET_ORIGIN as the CDN of the releases' bucket, a script origin like REMOTE_ORIGINS", () => {
    const bucket = {
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'villa-site',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const config = loadConfig({ ...bucket, ASSET_ORIGIN: 'https://cdn.villanest.in/' });
    expect(config).toMatchObject({
      assetOrigin: 'https://cdn.villanest.in',
      assetBase: 'https://cdn.villanest.in/releases/',
      remoteOrigins: ['https://cdn.villanest.in'],
      releaseBucket: { bucket: 'villa-site', prefix: 'releases/' },
    });
    expect(loadConfig({}).releaseBucket).toBeNull();
    expect(() => loadConfig({ ASSET_ORIGIN: 'https://cdn.villanest.in' })).toThrow(
      "Invalid configuration: ASSET_ORIGIN is the CDN of the releases' bucket: set S3_BUCKET and the other S3_* too",
    );
    expect(() => loadConfig({ ...bucket, ASSET_ORIGIN: 'http://cdn.villanest.in' })).toThrow(
      'must be https (plain http only for localhost or 127.0.0.1)',
    );
    expect(() => loadConfig({ ...bucket, ASSET_ORIGIN: 'https://cdn.villanest.in/assets' })).toThrow(
      'ASSET_ORIGIN entry',
    );
    expect(() => loadConfig({ ...bucket, RELEASES_S3_PREFIX: 'releases' })).toThrow('RELEASES_S3_PREFIX');
  });
});
