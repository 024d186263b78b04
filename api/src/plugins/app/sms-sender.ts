// The configured SMS sender (src/sms/), or null when SMS_SENDER=off and OTP login is off.
import fp from 'fastify-plugin';
import { createMsg91Sender } from '../../sms/msg91.ts';
import { createOutboxSender } from '../../sms/outbox.ts';
import type { SmsSender } from '../../sms/sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender | null;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    let sender: SmsSender | null = null;
    if (config.smsSender === 'outbox') {
      sender = createOutboxSender({
        file: config.smsOutboxFile,
        // The one place a code may be shown: the outbox exists so a person can read it.
        print: config.logLevel === 'silent' ? () => undefined : (line) => console.log(line),
      });
    } else if (config.smsSender === 'msg91' && config.msg91 !== null) {
      sender = createMsg91Sender({
        ...config.msg91,
        timeoutMs: config.smsTimeoutMs,
        logFailure: (details, message) => app.log.error(details, message),
      });
    }
    app.decorate('smsSender', sender);
  },
  { name: 'sms-sender' },
);
