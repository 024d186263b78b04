// The secrets a client holds (session tokens, verification ids): random, and stored only as hashes.
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 random bits, URL-safe: a session token or a verification id. */
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
