import { createHmac } from 'node:crypto';

/** RFC 6238 with Better Auth's settings: 30-second steps, 6 digits, HMAC-SHA1. */
export const TOTP_PERIOD_SECONDS = 30;

export const totpStep = (time: number) => Math.floor(time / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one step for a key given as bytes (Better Auth's secret is the UTF-8 bytes of a string). */
export function totpCode(key: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The key of an `otpauth://` URI (its base32 `secret`), as an authenticator app reads it. */
export function keyFromOtpauthUri(uri: string): Uint8Array {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.toUpperCase().replace(/=+$/, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes = new Uint8Array(Math.floor(bits.length / 8));
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return bytes;
}
