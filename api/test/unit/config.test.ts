import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has safe defaults: port 8080, all interfaces, PGlite in the repository, API only', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      webRoot: null,
      googleMapsApiKey: null,
      partnerOrigins: [],
      smsSender: 'outbox',
      trustProxy: false,
      nodeEnv: 'development',
      logLevel: 'info',
      seedOnStart: true,
      rateLimits: true,
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

  it('turns every rate limit off with RATE_LIMITS=off, and only then', () => {
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow('RATE_LIMITS must be one of on, off');
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
      PARTNER_ORIGINS: 'https://partner.example.com, http://localhost:3000/',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://villa:secret@db:5432/villa',
      webRoot,
      googleMapsApiKey: 'key',
      partnerOrigins: ['https://partner.example.com', 'http://localhost:3000'],
      nodeEnv: 'production',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [
      { PORT: 'eighty' },
      "Invalid configuration: PORT must be a whole number between 1 and 65535 (got 'eighty')",
    ],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/villa' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ WEB_ROOT: '/no/such/folder' }, "WEB_ROOT must be an existing folder (got '/no/such/folder')"],
    [{ WEB_ROOT: tmpdir() }, 'WEB_ROOT must contain the built shell'],
    [
      { PARTNER_ORIGINS: 'https://ok.example.com,partner.example.com' },
      "PARTNER_ORIGINS entry 'partner.example.com' is not an origin",
    ],
    [
      { PARTNER_ORIGINS: 'https://partner.example.com/embed' },
      "PARTNER_ORIGINS entry 'https://partner.example.com/embed' is not an origin",
    ],
    [{ SMS_SENDER: 'twilio' }, "SMS_SENDER must be one of outbox (got 'twilio')"],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [
      { TRUST_PROXY: 'the load balancer' },
      'TRUST_PROXY must be true, false, a number of hops or a comma list of proxy addresses',
    ],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
