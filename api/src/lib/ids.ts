// Ids follow the spec's generator: 8 hex digits of Unix seconds, then 16 random hex digits.
import { randomBytes } from 'node:crypto';

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export interface IdSource {
  /** Milliseconds since the epoch. */
  now: () => number;
  /** 8 random bytes. */
  randomBytes: () => Uint8Array;
}

const systemSource: IdSource = { now: () => Date.now(), randomBytes: () => randomBytes(8) };

export function createIdGenerator(source: IdSource = systemSource): () => string {
  return () => {
    const seconds = Math.floor(source.now() / 1000);
    const timestamp = (seconds >>> 0).toString(16).padStart(8, '0');
    const random = Buffer.from(source.randomBytes()).toString('hex').padStart(16, '0').slice(-16);
    return timestamp + random;
  };
}

/** A new id from the clock and the system's random source. */
export const newId = createIdGenerator();
