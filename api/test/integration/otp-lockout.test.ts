// Issue 23, item 5, against a real server process: requests for someone else's phone from one address
// (and wrong guesses from two) must not stop the phone's owner, on another network, from getting and
// using a code. Before the fix the stranger's requests spent the phone's sends and cooldown, and the
// wrong guesses locked the owner's code. Addresses vary through X-Forwarded-For behind TRUST_PROXY=1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, outboxCode } from '../helpers/otp.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const STRANGER = '203.0.113.66';
const GUESSER = '192.0.2.9';
const OWNER = '198.51.100.7';

let root: string;
let outbox: string;
let server: ServerProcess;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'villa-otp-lockout-'));
  outbox = path.join(root, 'outbox.jsonl');
  server = await startServerProcess({
    DATA_DIR: path.join(root, 'pglite'),
    SMS_SENDER: 'outbox',
    SMS_OUTBOX_FILE: outbox,
    SEED_ON_START: '0',
    TRUST_PROXY: '1',
  });
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.stopped();
  rmSync(root, { recursive: true, force: true });
});

async function post(route: string, from: string, body: object) {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/users/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

describe("a stranger asking for codes for someone else's phone", () => {
  it("doesn't stop the owner, on another network, from getting a code and logging in with it", async () => {
    const phone = { phone_number: newPhone(), country_code: '+91' };
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const strangers: number[] = [];
    for (let index = 0; index < 6; index += 1)
      strangers.push((await post('generateotp', STRANGER, phone)).status);
    expect(strangers).toEqual([200, 429, 429, 429, 429, 429]);

    const asked = await post('generateotp', OWNER, phone);
    expect(asked).toEqual({ status: 200, body: { status: 'success' } });
    const code = outboxCode(phone.phone_number, '+91', outbox);

    // Wrong guesses from the stranger (who has a code of its own) and from a third address (who has none).
    for (const from of [STRANGER, GUESSER]) {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1)
        statuses.push((await post('verifyotp', from, { ...phone, otp: wrong(code) })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    }

    const verified = await post('verifyotp', OWNER, { ...phone, otp: code });
    expect(verified.status).toBe(200);
    const { _id } = verified.body.data as { _id: string };
    const signedUp = await post('signup', OWNER, {
      ...phone,
      verification_id: _id,
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
    });
    expect(signedUp.status).toBe(200);
  });
});
