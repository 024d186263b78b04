// The studio's staff in browser tests (issue 26): a person put on the staff with `npm run staff`, as
// the first admin is, and their sign-in through the API with the code from the SMS outbox.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { ROOT } from './server.ts';

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  smsOutbox: string;
}

/** A ten-digit Indian mobile number of its own for each call, so send limits never meet. */
let counter = 0;
export const newStaffPhone = () =>
  `98${String(Date.now()).slice(-6)}${String(10 + (counter += 1)).slice(-2)}`;

/** `npm run staff -- add +91<phone> --name <name> --role <role>` against the test's server. */
export async function addStaffWithCli(server: TestServer, phone: string, name: string, role: string) {
  await promisify(execFile)(
    'npm',
    ['run', '--silent', 'staff', '--', 'add', `+91${phone}`, '--name', name, '--role', role],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: new URL(server.baseUrl).port },
    },
  );
}

/** The latest code the outbox holds for `phone`, once more than `after` have arrived. */
export async function codeSentTo(outbox: string, phone: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let lines: string[] = [];
    try {
      lines = readFileSync(outbox, 'utf8')
        .split('\n')
        .filter((line) => line.includes(phone));
    } catch {
      // no message sent yet
    }
    if (lines.length > after) return (JSON.parse(lines.at(-1)!) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code for ${phone} in the SMS outbox`);
}

/** How many codes the outbox holds for `phone`. */
export function codesSentTo(outbox: string, phone: string): number {
  try {
    return readFileSync(outbox, 'utf8')
      .split('\n')
      .filter((line) => line.includes(phone)).length;
  } catch {
    return 0;
  }
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified phone's proof: the code asked for and read from the outbox, then checked. */
export async function verifiedPhone(server: TestServer, phone: string): Promise<string> {
  const before = codesSentTo(server.smsOutbox, phone);
  const body = { phone_number: phone, country_code: '+91' };
  await post(server.baseUrl, '/auth/users/generateotp', body);
  const otp = await codeSentTo(server.smsOutbox, phone, before);
  const verified = await post<{ data: { _id: string } }>(server.baseUrl, '/auth/users/verifyotp', {
    ...body,
    otp,
  });
  return verified.data._id;
}

/** A staff session as the studio keeps it: `{ token, expires_at, staff }`. */
export async function staffSession(server: TestServer, phone: string): Promise<unknown> {
  const verification_id = await verifiedPhone(server, phone);
  const session = await post<{ data: unknown }>(server.baseUrl, '/studio/auth/session', {
    phone_number: phone,
    country_code: '+91',
    verification_id,
  });
  return session.data;
}

/** A buyer's login (token and user), as the buyer site stores it. */
export async function buyerLogin(
  server: TestServer,
  phone: string,
): Promise<{ token: string; user: unknown }> {
  const verification_id = await verifiedPhone(server, phone);
  const signup = await post<{ data: { token: string; user: unknown } }>(
    server.baseUrl,
    '/auth/users/signup',
    {
      phone_number: phone,
      country_code: '+91',
      verification_id,
      name: 'Meera Iyer',
      email: `meera.${phone}@example.in`,
    },
  );
  return signup.data;
}
