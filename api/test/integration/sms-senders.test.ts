// Issue 8, section 3: the SMS senders. The outbox records each message for a person or a test; MSG91
// is exercised against a local fake of its flow API: request shape, refusals and a timeout.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createMsg91Sender, NOTICES_OFF_MESSAGE } from '../../src/sms/msg91.ts';
import { createOutboxSender } from '../../src/sms/outbox.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { generateOtp, newPhone, verifyOtp } from '../helpers/otp.ts';

interface FakeReply {
  status: number;
  body: unknown;
  delayMs?: number;
}
interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    template_id: string;
    short_url: string;
    recipients: { mobiles: string; otp?: string; message?: string }[];
  };
}

/** A stand-in for control.msg91.com: records each request and answers with `reply`. */
let fake: Server;
let fakeOrigin: string;
const received: Received[] = [];
let reply: FakeReply = { status: 200, body: { type: 'success', message: '5762846b4f8d285d378b4567' } };

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw) as Received['body'],
      });
      const { status, body, delayMs = 0 } = reply;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});

describe('the MSG91 sender', () => {
  let app: FastifyInstance;
  const log: string[] = [];
  beforeAll(async () => {
    app = await buildApp(
      testConfig({
        smsSender: 'msg91',
        msg91: {
          authKey: 'test-auth-key',
          templateId: 'otp-template-1',
          noticeTemplateId: 'notice-template-1',
          baseUrl: fakeOrigin,
        },
        smsTimeoutMs: 300,
        logLevel: 'trace',
      }),
      { db: await getTestDb(), logStream: { write: (line) => void log.push(line) } },
    );
  });
  afterAll(() => app.close());

  it('posts the flow request MSG91 documents: authkey header, template id, international number, code as ##otp##', async () => {
    reply = { status: 200, body: { type: 'success', message: '5762846b4f8d285d378b4567' } };
    const phone = newPhone();
    const response = await generateOtp(app, phone);
    expect(response.statusCode).toBe(200);
    const request = received.at(-1)!;
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('test-auth-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: 'otp-template-1',
      short_url: '0',
      recipients: [{ mobiles: `91${phone}`, otp: expect.stringMatching(/^[0-9]{6}$/) as string }],
    });
    expect((await verifyOtp(app, phone, request.body.recipients[0]!.otp!)).statusCode).toBe(200);
  });

  it('answers 502 with a message when MSG91 refuses, and stores no code that verifies', async () => {
    for (const refusal of [
      { status: 200, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } },
      { status: 401, body: { type: 'error', message: 'Authentication failure' } },
    ]) {
      reply = refusal;
      const phone = newPhone();
      const response = await generateOtp(app, phone);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The SMS with your OTP could not be sent. Please try again in a minute.',
      });
      const code = received.at(-1)!.body.recipients[0]!.otp!;
      expect((await verifyOtp(app, phone, code)).statusCode).toBe(401);
      // The failed send does not hold the buyer back 30 s: they may try again at once.
      reply = { status: 200, body: { type: 'success', message: 'ok' } };
      expect((await generateOtp(app, phone)).statusCode).toBe(200);
    }
  });

  it('answers 503 when MSG91 fails or does not answer within SMS_TIMEOUT_MS', async () => {
    reply = { status: 500, body: { type: 'error', message: 'Internal error' } };
    const failing = await generateOtp(app, newPhone());
    expect(failing.statusCode).toBe(503);
    expect(failing.json().message).toBe(
      'The SMS service is not answering right now. Please try again in a minute.',
    );

    reply = { status: 200, body: { type: 'success', message: 'late' }, delayMs: 2_000 };
    const started = Date.now();
    const phone = newPhone();
    const slow = await generateOtp(app, phone);
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await verifyOtp(app, phone, received.at(-1)!.body.recipients[0]!.otp!)).statusCode).toBe(401);
  });

  it('sends a notice through the notice template, the text as ##message##; without one, refuses it', async () => {
    reply = { status: 200, body: { type: 'success', message: '5762846b4f8d285d378b4568' } };
    const to = { countryCode: '+91', nationalNumber: '9876543210', e164: '+919876543210', country: 'IN' };
    const text = 'VillaNest: your listing of villa A-12 was not accepted: the photos are of another house.';
    const options = { authKey: 'k', templateId: 'otp-template-1', baseUrl: fakeOrigin, timeoutMs: 1000 };
    const failures: string[] = [];
    const logFailure = (_details: Record<string, unknown>, message: string) => void failures.push(message);
    await createMsg91Sender({ ...options, noticeTemplateId: 'notice-template-1', logFailure }).send({
      kind: 'notice',
      to,
      text,
    });
    expect(received.at(-1)!.body).toEqual({
      template_id: 'notice-template-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', message: text }],
    });
    const sent = received.length;
    await expect(
      createMsg91Sender({ ...options, noticeTemplateId: null, logFailure }).send({
        kind: 'notice',
        to,
        text,
      }),
    ).rejects.toThrow(NOTICES_OFF_MESSAGE);
    expect(received.length).toBe(sent);
    expect(failures).toEqual([NOTICES_OFF_MESSAGE]);
  });

  it('never writes a code to the log', async () => {
    const codes = received.map((request) => request.body.recipients[0]!.otp!);
    expect(codes.length).toBeGreaterThan(3);
    const text = log.join('');
    expect(text).toContain('The SMS provider refused a message'); // the log is really captured
    for (const code of codes) expect(text).not.toContain(code);
  });
});

describe('the outbox', () => {
  it('appends a JSON line with the code, owner-only, and prints the masked number and the text', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'villa-outbox-')), 'nested', 'sms-outbox.jsonl');
    const printed: string[] = [];
    const sender = createOutboxSender({ file, print: (line) => printed.push(line) });
    await sender.send({
      kind: 'otp',
      to: { countryCode: '+91', nationalNumber: '9876543210', e164: '+919876543210', country: 'IN' },
      text: 'Your VillaNest code is 123456',
      code: '123456',
    });
    await sender.send({
      kind: 'notice',
      to: { countryCode: '+91', nationalNumber: '9876543210', e164: '+919876543210', country: 'IN' },
      text: 'VillaNest: your listing was not accepted.',
    });
    expect(printed).toEqual([
      '[sms outbox] to +91 98•••••210: Your VillaNest code is 123456',
      '[sms outbox] to +91 98•••••210: VillaNest: your listing was not accepted.',
    ]);
    const [otp, notice] = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(otp!)).toMatchObject({
      to: '+919876543210',
      kind: 'otp',
      code: '123456',
      text: 'Your VillaNest code is 123456',
    });
    expect(JSON.parse(notice!)).toEqual({
      sent_at: expect.any(String) as string,
      to: '+919876543210',
      country_code: '+91',
      phone_number: '9876543210',
      kind: 'notice',
      text: 'VillaNest: your listing was not accepted.',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is used by the app and printed on the console, and is not readable over HTTP', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'villa-outbox-')), 'sms-outbox.jsonl');
    const app = await buildApp(testConfig({ smsOutboxFile: file, logLevel: 'error' }), {
      db: await getTestDb(),
    });
    const console = vi.spyOn(globalThis.console, 'log').mockImplementation(() => undefined);
    try {
      const phone = newPhone();
      expect((await generateOtp(app, phone)).statusCode).toBe(200);
      const code = (JSON.parse(readFileSync(file, 'utf8')) as { code: string }).code;
      expect(console).toHaveBeenCalledWith(
        `[sms outbox] to +91 ${phone.slice(0, 2)}•••••${phone.slice(7)}: Your VillaNest code is ${code}`,
      );
      for (const url of [
        '/sms-outbox.jsonl',
        '/.data/sms-outbox.jsonl',
        '/api/v1/sms-outbox.jsonl',
        '/api/v1/../.data/sms-outbox.jsonl',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(code);
      }
    } finally {
      console.mockRestore();
      await app.close();
    }
  });
});

describe('with SMS_SENDER=off', () => {
  it('answers generateotp with 503 and a clear message, and stores nothing', async () => {
    const app = await buildTestApp({ smsSender: 'off' });
    try {
      const phone = newPhone();
      const response = await generateOtp(app, phone);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'Login by OTP is not available right now: no SMS sender is configured.',
      );
      const db = await getTestDb();
      expect(await db.query('SELECT 1 FROM otp_requests WHERE phone_number = $1', [phone])).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
