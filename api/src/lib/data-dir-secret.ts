// A random secret kept in the embedded database's data folder, created on first use and readable by
// the owner only: the OTP key, and the token with which `npm run leads` asks the running server.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function dataDirSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': created only if absent, so a second start never replaces the secret in use.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
