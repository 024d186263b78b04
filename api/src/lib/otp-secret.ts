// The key OTP codes are hashed with. Production sets OTP_SECRET (every instance needs the same one);
// the embedded database generates one on first start and keeps it in its data folder, so codes sent
// before a restart still verify after it. An in-memory database gets an in-memory key.
import { randomBytes } from 'node:crypto';
import { MEMORY_DATA_DIR } from '../config.ts';
import { dataDirSecret } from './data-dir-secret.ts';

export const OTP_SECRET_FILE = 'otp-secret';

export function loadOtpSecret(options: { otpSecret: string | null; dataDir: string }): string {
  if (options.otpSecret !== null) return options.otpSecret;
  if (options.dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('hex');
  return dataDirSecret(options.dataDir, OTP_SECRET_FILE);
}
