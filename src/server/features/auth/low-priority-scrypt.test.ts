import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createLowPriorityScrypt, HASHING_NICENESS } from './low-priority-scrypt.js';

/** The `nice` value of a thread of this process (Linux: field 19 of /proc/self/task/<id>/stat). */
function nicenessOf(threadId: string | number) {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
const threadNiceness = () => readdirSync('/proc/self/task').map(nicenessOf);

describe('scrypt on low-priority threads', () => {
  it('verifies what Better Auth hashed, and Better Auth verifies what it hashes', async () => {
    const scrypt = createLowPriorityScrypt(1);
    const fromBetterAuth = await hashPassword('ünïcode calm river 42');
    expect(await scrypt.verify({ hash: fromBetterAuth, password: 'ünïcode calm river 42' })).toBe(true);
    expect(await scrypt.verify({ hash: fromBetterAuth, password: 'unicode calm river 42' })).toBe(false);

    const ours = await scrypt.hash('a second password 7');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'a second password 7' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'a second password 8' })).toBe(false);
  });

  it('queues more parallel runs than it has threads, each getting its own answer', async () => {
    const scrypt = createLowPriorityScrypt(1);
    const hash = await scrypt.hash('queued password 5');
    const passwords = ['queued password 5', 'wrong 1', 'queued password 5', 'wrong 2', 'queued password 5'];
    const answers = await Promise.all(passwords.map((password) => scrypt.verify({ hash, password })));
    expect(answers).toEqual([true, false, true, false, true]);
  });

  it('answers parallel runs on each of its threads, and refuses a malformed hash', async () => {
    const scrypt = createLowPriorityScrypt(2);
    const [first, second] = await Promise.all([scrypt.hash('first one 1'), scrypt.hash('second one 2')]);
    expect(first).not.toBe(second);
    expect(
      await Promise.all([
        scrypt.verify({ hash: first, password: 'first one 1' }),
        scrypt.verify({ hash: second, password: 'first one 1' }),
      ]),
    ).toEqual([true, false]);
    await expect(scrypt.verify({ hash: 'no-colon', password: 'x' })).rejects.toThrow('Invalid password hash');
  });

  it.runIf(process.platform === 'linux')('hashes on a thread the kernel schedules below the requests', async () => {
    const scrypt = createLowPriorityScrypt(1);
    await scrypt.hash('any password 3');
    expect(threadNiceness().filter((nice) => nice === HASHING_NICENESS).length).toBeGreaterThanOrEqual(1);
    // The thread that runs the requests keeps its priority.
    expect(nicenessOf(process.pid)).toBe(0);
  });
});
