// MSG91's flow API (https://control.msg91.com/api/v5/flow), the usual route for OTP SMS in India: the
// text is a DLT-approved template registered with MSG91, and the code fills its `##otp##` variable. A
// notice goes through a template of its own (MSG91_NOTICE_TEMPLATE_ID), whose `##message##` takes
// the text; without one, notices are refused and the caller says the person was not told.
// https://docs.msg91.com/sms/send-sms
import type { Msg91Config } from '../config.ts';
import { UpstreamError } from '../lib/errors.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

export const SMS_REFUSED_MESSAGE = 'The SMS with your OTP could not be sent. Please try again in a minute.';
export const SMS_UNAVAILABLE_MESSAGE =
  'The SMS service is not answering right now. Please try again in a minute.';

export const NOTICES_OFF_MESSAGE =
  'SMS notices are off: set MSG91_NOTICE_TEMPLATE_ID to a DLT-approved template with a ##message## variable';

export interface Msg91Options extends Msg91Config {
  timeoutMs: number;
  /** Why a send failed, for the operator; never given the code. */
  logFailure: (details: Record<string, unknown>, message: string) => void;
}

export function createMsg91Sender(options: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(message: SmsMessage) {
      if (message.kind === 'notice' && options.noticeTemplateId === null) {
        options.logFailure({ provider: 'msg91' }, NOTICES_OFF_MESSAGE);
        throw new UpstreamError(503, NOTICES_OFF_MESSAGE);
      }
      // International format without '+': 919876543210.
      const mobiles = message.to.e164.slice(1);
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: {
            authkey: options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(
            message.kind === 'otp'
              ? {
                  template_id: options.templateId,
                  short_url: '0',
                  recipients: [{ mobiles, otp: message.code }],
                }
              : {
                  template_id: options.noticeTemplateId,
                  short_url: '0',
                  recipients: [{ mobiles, message: message.text }],
                },
          ),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        options.logFailure(
          { provider: 'msg91', reason: timedOut ? `no answer in ${options.timeoutMs} ms` : String(error) },
          'The SMS provider could not be reached',
        );
        throw new UpstreamError(503, SMS_UNAVAILABLE_MESSAGE);
      }
      // MSG91 answers { type: 'success' | 'error', message }; an error can come with a 200.
      const body = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
      if (!response.ok || body?.type !== 'success') {
        options.logFailure(
          {
            provider: 'msg91',
            status: response.status,
            reply: typeof body?.message === 'string' ? body.message : null,
          },
          'The SMS provider refused a message',
        );
        if (response.status >= 500) throw new UpstreamError(503, SMS_UNAVAILABLE_MESSAGE);
        throw new UpstreamError(502, SMS_REFUSED_MESSAGE);
      }
    },
  };
}
