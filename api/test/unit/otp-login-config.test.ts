// The OTP login's settings: the hashing key and the SMS sender's configuration.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupNotices } from '../../src/config.ts';
import { loadOtpSecret, OTP_SECRET_FILE } from '../../src/lib/otp-secret.ts';

describe('the OTP hashing key', () => {
  it('is generated on first start in the data folder, owner-only, and kept across restarts', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'villa-secret-')), 'pglite');
    const first = loadOtpSecret({ otpSecret: null, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, OTP_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOtpSecret({ otpSecret: null, dataDir })).toBe(first);
  });

  it('is OTP_SECRET when set, and kept in memory for an in-memory database', () => {
    expect(loadOtpSecret({ otpSecret: 'x'.repeat(32), dataDir: '/nonexistent' })).toBe('x'.repeat(32));
    expect(loadOtpSecret({ otpSecret: null, dataDir: 'memory://' })).not.toBe(
      loadOtpSecret({ otpSecret: null, dataDir: 'memory://' }),
    );
  });

  it('must be set (32+ characters) with DATABASE_URL unless SMS_SENDER is off', () => {
    const postgres = { DATABASE_URL: 'postgres://villa@db:5432/villa' };
    expect(() => loadConfig({ ...postgres, SMS_SENDER: 'outbox' })).toThrow(
      'Invalid configuration: OTP_SECRET must be set with DATABASE_URL when SMS_SENDER is not off',
    );
    expect(loadConfig(postgres).otpSecret).toBeNull();
    expect(loadConfig({ ...postgres, SMS_SENDER: 'outbox', OTP_SECRET: 'k'.repeat(32) }).otpSecret).toBe(
      'k'.repeat(32),
    );
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow('OTP_SECRET must be at least 32 characters');
    expect(loadConfig({}).otpSecret).toBeNull();
  });
});

describe('the SMS settings', () => {
  it('take MSG91 with its key and template, and say what is missing', () => {
    expect(() => loadConfig({ SMS_SENDER: 'msg91' })).toThrow(
      'MSG91_AUTH_KEY must be set with SMS_SENDER=msg91',
    );
    expect(() => loadConfig({ SMS_SENDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(
      'MSG91_TEMPLATE_ID must be set',
    );
    expect(loadConfig({ SMS_SENDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }).msg91).toEqual({
      authKey: 'k',
      templateId: 't',
      noticeTemplateId: null,
      baseUrl: 'https://control.msg91.com',
    });
    expect(
      loadConfig({
        SMS_SENDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        MSG91_NOTICE_TEMPLATE_ID: 'n',
      }).msg91?.noticeTemplateId,
    ).toBe('n');
    expect(loadConfig({}).smsTimeoutMs).toBe(5_000);
  });

  it('put the outbox at .data/sms-outbox.jsonl unless SMS_OUTBOX_FILE says otherwise, with a warning at start', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.smsOutboxFile).toMatch(/\.data[/\\]sms-outbox\.jsonl$/);
    expect(loadConfig({ SMS_OUTBOX_FILE: '/tmp/outbox.jsonl' }).smsOutboxFile).toBe('/tmp/outbox.jsonl');
    expect(startupNotices(config)).toEqual([
      `SMS outbox: OTP codes are written to ${config.smsOutboxFile} and printed here, not sent to phones; for trying the product only`,
    ]);
    expect(
      startupNotices(loadConfig({ SMS_SENDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' })),
    ).toEqual([]);
  });
});
