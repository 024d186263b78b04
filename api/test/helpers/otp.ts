// Logging in as a buyer does in a test: ask for a code, read it from the outbox, verify, sign up.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TEST_OUTBOX_FILE } from './app.ts';

let phoneCounter = 0;
/** A valid Indian mobile number no other test uses (the test database is shared by every file). */
export function newPhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

let addressCounter = 0;
/** Each call its own client address, so the per-address limits (and the routes' own) do not interfere. */
export const newAddress = () => `10.77.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

/** The last code the outbox holds for this phone. */
export function outboxCode(phone: string, countryCode = '+91', file = TEST_OUTBOX_FILE): string {
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; code: string });
  const last = lines.filter((line) => line.to === `${countryCode}${phone}`).at(-1);
  if (!last) throw new Error(`No OTP in the outbox for ${countryCode}${phone}`);
  return last.code;
}

export const generateOtp = (app: FastifyInstance, phone: string, remoteAddress = newAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/users/generateotp',
    payload: { phone_number: phone, country_code: '+91', email: 'buyer@example.com' },
    remoteAddress,
  });

export const verifyOtp = (app: FastifyInstance, phone: string, otp: string, remoteAddress = newAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/users/verifyotp',
    payload: { phone_number: phone, country_code: '+91', otp },
    remoteAddress,
  });

export const signup = (
  app: FastifyInstance,
  phone: string,
  verificationId: string,
  countryCode = '+91',
  remoteAddress = newAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/users/signup',
    remoteAddress,
    payload: {
      email: 'asha.rao@example.com',
      phone_number: phone,
      country_code: countryCode,
      verification_id: verificationId,
      name: 'Asha Rao',
    },
  });

/** A code sent and verified: the verification id. */
export async function verifiedPhone(
  app: FastifyInstance,
  phone = newPhone(),
): Promise<{ phone: string; verificationId: string }> {
  const sent = await generateOtp(app, phone);
  if (sent.statusCode !== 200) throw new Error(`generateotp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await verifyOtp(app, phone, outboxCode(phone));
  if (verified.statusCode !== 200)
    throw new Error(`verifyotp answered ${verified.statusCode}: ${verified.body}`);
  return { phone, verificationId: verified.json<{ data: { _id: string } }>().data._id };
}

/** A logged-in user: their bearer token and user id. */
export async function loggedIn(
  app: FastifyInstance,
  phone = newPhone(),
): Promise<{ token: string; userId: string; phone: string }> {
  const { verificationId } = await verifiedPhone(app, phone);
  const response = await signup(app, phone, verificationId);
  if (response.statusCode !== 200)
    throw new Error(`signup answered ${response.statusCode}: ${response.body}`);
  const { data } = response.json<{ data: { token: string; user: { _id: string } } }>();
  return { token: data.token, userId: data.user._id, phone };
}
