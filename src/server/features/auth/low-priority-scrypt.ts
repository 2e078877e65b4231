import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { PasswordHasher } from './password-hashing.js';

/**
 * How much lower than the requests the hashing threads run (`nice`, 0-19): at 10 the kernel gives a
 * busy hashing thread about a tenth of a core that requests also want, and all of an idle one.
 */
export const HASHING_NICENESS = 10;

/** Better Auth's scrypt parameters (`@better-auth/utils/password`), so stored hashes keep verifying. */
const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64 } as const;

/**
 * A hashing thread: it lowers its own priority (Linux names a thread by `/proc/thread-self`; elsewhere
 * it stays at the process's), then answers one scrypt at a time.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, ${HASHING_NICENESS});
} catch {}
const options = { N: ${SCRYPT.N}, r: ${SCRYPT.r}, p: ${SCRYPT.p}, maxmem: ${128 * SCRYPT.N * SCRYPT.r * 2} };
parentPort.on('message', ({ password, salt }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, ${SCRYPT.keyLength}, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});`;

type Answer = { key: Uint8Array } | { error: string };
type Waiting = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

/** One thread, started at its first use, answering in the order asked; replaced if it dies. */
function createHashingThread() {
  let worker: Worker | undefined;
  const waiting: Waiting[] = [];

  const start = () => {
    const started = new Worker(WORKER_SOURCE, { eval: true });
    // It never keeps the process alive on its own (a shutdown does not wait for it).
    started.unref();
    started.on('message', (answer: Answer) => {
      const next = waiting.shift();
      if ('key' in answer) next?.resolve(Buffer.from(answer.key));
      else next?.reject(new Error(answer.error));
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const each of waiting.splice(0)) each.reject(error);
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the hashing thread stopped (${code})`)));
    return started;
  };

  return {
    derive: (password: string, salt: string) =>
      new Promise<Buffer>((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker ??= start();
        worker.postMessage({ password, salt });
      }),
    get queued() {
      return waiting.length;
    },
  };
}

/** The process's hashing threads, shared by every hasher in it (tests build many apps in one process). */
const threads: ReturnType<typeof createHashingThread>[] = [];

/**
 * Better Auth's scrypt (same parameters and `salt:key` format, so every stored hash keeps
 * verifying), run on low-priority threads (as many as `concurrency`): sign-ins in flight then take
 * what the requests leave rather than half the machine, so reads stay quick. Each run goes to the
 * thread with the shortest queue; the caller (`createPasswordHasher`) bounds how many are in flight.
 */
export function createLowPriorityScrypt(concurrency: number): PasswordHasher {
  while (threads.length < concurrency) threads.push(createHashingThread());
  const derive = (password: string, salt: string) => {
    const thread = threads.reduce((least, each) => (each.queued < least.queued ? each : least));
    return thread.derive(password.normalize('NFKC'), salt);
  };
  return {
    hash: async (password) => {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt)).toString('hex')}`;
    },
    verify: async ({ hash, password }) => {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const derived = await derive(password, salt);
      return expected.length === derived.length && timingSafeEqual(expected, derived);
    },
  };
}
