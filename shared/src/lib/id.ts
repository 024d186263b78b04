const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A 24-hex-digit id (spec 9): 8 digits of Unix seconds, then 16 random digits. */
export function generateId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  return seconds + toHex(crypto.getRandomValues(new Uint8Array(8)));
}
