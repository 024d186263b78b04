// A buyer logged in through the API, as the enquiry flow does (the code read from the SMS outbox),
// and a browser context that starts with that login stored as the site keeps it.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

let phoneCounter = 0;
/**
 * A phone number of its own for each login, so send limits and accounts do not meet. It starts with 9:
 * every Indian 9xxxxxxxxx is a valid mobile, while about one 8xxxxxxxxx in eight is not (a 400).
 */
export const newPhone = () =>
  `9${String(randomInt(10_000_000)).padStart(7, '0')}${String(10 + (phoneCounter += 1)).slice(-2)}`;

/** The latest code the SMS outbox holds for `phone`, waiting for it to arrive. */
export async function codeSentTo(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const line = readFileSync(inject('smsOutbox'), 'utf8')
      .split('\n')
      .filter((entry) => entry.includes(phone))
      .at(-1);
    if (line) return (JSON.parse(line) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code for ${phone} in the SMS outbox`);
}

async function post(path: string, body: object): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** Asks for a code, verifies it and signs up: the buyer's bearer token and user. */
export async function loggedInBuyer(
  name = 'Asha Rao',
): Promise<{ token: string; user: unknown; phone: string }> {
  const phone = newPhone();
  // An email of its own too: one already on another phone's account is refused (400).
  const email = `buyer${phone}@example.in`;
  await post('/auth/users/generateotp', { phone_number: phone, country_code: '+91', email });
  const verified = await post('/auth/users/verifyotp', {
    phone_number: phone,
    country_code: '+91',
    otp: await codeSentTo(phone),
  });
  const signedUp = await post('/auth/users/signup', {
    email,
    phone_number: phone,
    country_code: '+91',
    verification_id: verified.data._id,
    name,
  });
  return { token: String(signedUp.data.token), user: signedUp.data.user, phone };
}

/** Every page of `context` opens with the buyer's login stored (localStorage, as the shell keeps it). */
export async function storeLogin(context: BrowserContext, login: { token: string; user: unknown }) {
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token!);
      localStorage.setItem('authUser', user!);
    },
    [login.token, JSON.stringify(login.user)],
  );
}
