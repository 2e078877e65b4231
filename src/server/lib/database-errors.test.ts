import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, isDatabaseUnavailable } from './database-errors.js';

const withCode = (code: string, message = 'some driver text') => Object.assign(new Error(message), { code });
/** How drizzle hands a driver error to our code: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['backend terminated (57P01), wrapped by drizzle', wrapped(withCode('57P01'))],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03')],
    ['too many connections (53300)', wrapped(withCode('53300'))],
    ['connection failure (class 08: 08006)', wrapped(withCode('08006'))],
    ['connection refused', wrapped(withCode('ECONNREFUSED'))],
    ['connection reset', withCode('ECONNRESET')],
    ['timed out', withCode('ETIMEDOUT')],
    ['broken pipe', withCode('EPIPE')],
    ['both addresses of localhost refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['pg: connection terminated', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool: no connection in time', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['pool ended', wrapped(new Error('Cannot use a pool after calling end on the pool'))],
    ['PGlite closed', wrapped(new Error('PGlite is closed'))],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped(withCode('23505'))],
    ['a syntax error (42601)', withCode('42601')],
    ['a NUL in text (22021)', wrapped(withCode('22021'))],
    ['a plain bug', new TypeError('x is undefined')],
    [
      'an error quoting user input that names a phrase',
      wrapped(withCode('22P02', 'invalid input syntax for type uuid: "Connection terminated"')),
    ],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseErrorCode', () => {
  it('finds the driver code under drizzle’s wrapper, and nothing on a plain error', () => {
    expect(databaseErrorCode(wrapped(withCode('57P01')))).toBe('57P01');
    expect(databaseErrorCode(new Error('x'))).toBeUndefined();
  });
});
