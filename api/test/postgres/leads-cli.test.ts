// Issue 8, part 5: `npm run leads` on PostgreSQL reads the database itself (several servers may use it).
// Issue 23, item 7: what it prints holds no control character from the public's text.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { buildTestApp } from '../helpers/app.ts';
import { newAddress } from '../helpers/otp.ts';

const run = promisify(execFile);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('npm run leads on PostgreSQL', () => {
  it('prints the enquiries of the database as CSV, without the control characters they hold', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: newAddress(),
      payload: {
        name: 'Kiran Shetty',
        email: 'kiran@example.com',
        phone: '9876512345',
        country_code: '+91',
        title: 'Villa\u001b]0;owned\u0007 \u009b2J4 BHK\r',
      },
    });
    expect(posted.statusCode).toBe(201);

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/leads/leads-cli.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, DATABASE_URL: inject('postgresUrl') as string, OTP_SECRET: 'x'.repeat(32) },
    });

    expect(stdout.split('\r\n')[0]).toBe(
      'time,name,phone,email,title,unit,project,source_url,tracking,scheduled_call,partner,partner_verified,verified,stage,manager',
    );
    expect(stdout).toMatch(/IST,Kiran Shetty,\+919876512345,kiran@example\.com,Villa\]0;owned 2J4 BHK,/);
    expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(/(?![\t\n])\p{Cc}/u);
  });
});
