import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** Better Auth's own scrypt (node:crypto, on libuv's thread pool): existing hashes keep verifying. */
export const betterAuthScrypt: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * Half the cores, at least one: each scrypt run holds a core for ~100 ms, and sign-ins that fill
 * every core starve the reads (8 in flight on 2 cores quadrupled the read p99). Sign-ins queue instead.
 */
export const defaultPasswordHashConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

/** Better Auth's hash and verify, at most `concurrency` at a time in this process. */
export function createPasswordHasher(concurrency: number, scrypt: PasswordHasher = betterAuthScrypt): PasswordHasher {
  const limited = createConcurrencyLimit(concurrency);
  return {
    hash: (password) => limited(() => scrypt.hash(password)),
    verify: (data) => limited(() => scrypt.verify(data)),
  };
}
