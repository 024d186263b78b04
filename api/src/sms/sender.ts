// Where OTP codes go. The route asks for a message to be sent and learns only whether it was.
import type { Phone } from '../lib/phone.ts';

export interface OtpMessage {
  to: Phone;
  /** The whole text, as the buyer reads it. */
  text: string;
  /** The code alone: a provider's template takes it as a variable; the outbox records it for tests. */
  code: string;
}

export interface SmsSender {
  readonly name: 'outbox' | 'msg91';
  /** Resolves once the message is accepted; throws an UpstreamError (502/503) when it is not. */
  send(message: OtpMessage): Promise<void>;
}

/** The text of an OTP message. */
export const otpText = (code: string) => `Your VillaNest code is ${code}`;
