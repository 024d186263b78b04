// The outbox, for trying the product without an SMS gateway: each message is appended as a JSON line
// to a file and printed on the server's console. The file is outside every folder the server serves.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '../lib/phone.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

export interface OutboxOptions {
  file: string;
  /** Where the console line goes (silent in tests). */
  print: (line: string) => void;
}

export function createOutboxSender({ file, print }: OutboxOptions): SmsSender {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = {
        sent_at: new Date().toISOString(),
        to: message.to.e164,
        country_code: message.to.countryCode,
        phone_number: message.to.nationalNumber,
        kind: message.kind,
        text: message.text,
        ...(message.kind === 'otp' && { code: message.code }),
      };
      // Owner-only: the file holds live codes.
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      print(`[sms outbox] to ${maskPhone(message.to)}: ${message.text}`);
    },
  };
}
