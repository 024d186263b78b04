// The key OTP codes are hashed with. Production sets OTP_SECRET (every instance needs the same one);
// the embedded database generates one on first start and keeps it in its data folder, so codes sent
// before a restart still verify after it. An in-memory database gets an in-memory key.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEMORY_DATA_DIR } from '../config.ts';

export const OTP_SECRET_FILE = 'otp-secret';

export function loadOtpSecret(options: { otpSecret: string | null; dataDir: string }): string {
  if (options.otpSecret !== null) return options.otpSecret;
  if (options.dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('hex');
  const file = path.join(options.dataDir, OTP_SECRET_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx': created only if absent, so a second start never replaces the key in use.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
