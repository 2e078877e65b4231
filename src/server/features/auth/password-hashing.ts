import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';
import { createLowPriorityScrypt } from './low-priority-scrypt.js';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** Better Auth's own scrypt (node:crypto, on libuv's thread pool): existing hashes keep verifying. */
export const betterAuthScrypt: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * Half the cores, at least one: each scrypt run holds a core for ~100 ms, and sign-ins that fill
 * every core starve the reads (8 in flight on 2 cores quadrupled the read p99). Sign-ins queue
 * instead, on hashing threads of lower priority than the requests (`low-priority-scrypt.ts`).
 */
export const defaultPasswordHashConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

/** Better Auth's hash and verify, at most `concurrency` at a time in this process (by default on as many low-priority threads). */
export function createPasswordHasher(concurrency: number, scrypt?: PasswordHasher): PasswordHasher {
  const limited = createConcurrencyLimit(concurrency);
  const run = scrypt ?? createLowPriorityScrypt(concurrency);
  return {
    hash: (password) => limited(() => run.hash(password)),
    verify: (data) => limited(() => run.verify(data)),
  };
}
