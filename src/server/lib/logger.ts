import pino from 'pino';

/**
 * Logs carry ids, paths, statuses and timings only. Free text (check-ins, notes, answers, names)
 * is never passed to the logger; the redaction below is a second line of defence (the request
 * line, made of known fields only, skips it: see app.ts).
 *
 * Lines go to stdout through pino's asynchronous destination: a request never waits on the write.
 * They are written in batches (see `batchedStdout`); pino flushes what is queued when the process
 * exits. `destination` is for tests, which read the lines.
 */
export function createLogger(level: string, destination: pino.DestinationStream = batchedStdout()) {
  return pino(
    {
      level,
      base: { service: 'patternwise' },
      redact: {
        paths: [
          'headers.cookie',
          'headers.authorization',
          '*.password',
          '*.newPassword',
          '*.feeling_text',
          '*.notes',
          '*.name',
          '*.email',
          'body',
          '*.body',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

export type Logger = pino.Logger;

/**
 * `parent.child(bindings)`, made the first time it is used: most requests log nothing beyond the
 * request line, and a child logger costs a redaction pass over its bindings (over a microsecond).
 */
export function lazyChild(parent: Logger, bindings: pino.Bindings): Logger {
  let child: Logger | undefined;
  return new Proxy(parent, {
    get(_parent, key): unknown {
      child ??= parent.child(bindings);
      const value: unknown = Reflect.get(child, key, child);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(child) : value;
    },
  });
}

/** One write call per few KiB of lines instead of one per request line; a quiet server's lines go out within a second. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

function batchedStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return stream;
}
