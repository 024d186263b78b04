// Issue 23, item 7: the server started without NODE_ENV (`node dist/server.js` on a host) runs in
// production, like `npm start`: RATE_LIMITS=off needs its long form there, and the SMS outbox is
// announced at start as not for real users.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

describe('the server without NODE_ENV', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-defaults-'));
  // NODE_ENV empty is NODE_ENV unset (the helper would otherwise set production itself).
  const unset = { NODE_ENV: '', DATA_DIR: dataDir, SEED_ON_START: '0', LOG_LEVEL: 'info' };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.stopped();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses RATE_LIMITS=off, saying how to confirm it', async () => {
    await expect(startServerProcess({ ...unset, RATE_LIMITS: 'off' })).rejects.toThrow(
      'Failed to start: Invalid configuration: RATE_LIMITS must not be off with NODE_ENV=production: ' +
        'any client could then flood the forms, the OTP SMS and the uploads. For a benchmark of a ' +
        'server nobody else reaches, set RATE_LIMITS=off-in-production',
    );
  });

  it('starts with RATE_LIMITS=off-in-production, and warns that the outbox is not for real users', async () => {
    server = await startServerProcess({ ...unset, RATE_LIMITS: 'off-in-production' });
    const warnings = () =>
      server!
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{"level":40'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
    await expect
      .poll(warnings)
      .toContain(
        'NODE_ENV=production with the SMS outbox: NOT FOR REAL USERS. Anyone who reads this log or the ' +
          'outbox file can log in as any phone. Send codes by SMS (SMS_SENDER=msg91) before people sign in',
      );
    expect(warnings()).toContainEqual(expect.stringContaining('Rate limits are off'));
  });
});
