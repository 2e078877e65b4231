import pino from 'pino';

/**
 * Logs carry ids, paths, statuses and timings only. Free text (check-ins, notes, answers, names)
 * is never passed to the logger; the redaction below is a second line of defence.
 *
 * Lines go to stdout through pino's asynchronous destination: a request never waits on the write
 * (lines queue while one is in flight); pino flushes what is queued when the process exits.
 * `destination` is for tests, which read the lines.
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
) {
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
