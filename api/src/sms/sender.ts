// Where SMS go: OTP codes, and notices to the people the team answers (an owner told why their
// listing was rejected). The caller asks for a message to be sent and learns only whether it was.
import type { Phone } from '../lib/phone.ts';

export interface OtpMessage {
  kind: 'otp';
  to: Phone;
  /** The whole text, as the buyer reads it. */
  text: string;
  /** The code alone: a provider's template takes it as a variable; the outbox records it for tests. */
  code: string;
}

/** A message from the team: a provider sends it through a template of its own (MSG91_NOTICE_TEMPLATE_ID). */
export interface NoticeMessage {
  kind: 'notice';
  to: Phone;
  text: string;
}

export type SmsMessage = OtpMessage | NoticeMessage;

export interface SmsSender {
  readonly name: 'outbox' | 'msg91';
  /** Resolves once the message is accepted; throws an UpstreamError (502/503) when it is not. */
  send(message: SmsMessage): Promise<void>;
}

/** The text of an OTP message. */
export const otpText = (code: string) => `Your VillaNest code is ${code}`;
