import pino from 'pino';

/**
 * Logs carry ids, paths, statuses and timings only. Free text (check-ins, notes, answers, names)
 * is never passed to the logger; the redaction below is a second line of defence.
 */
export function createLogger(level: string) {
  return pino({
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
  });
}

export type Logger = pino.Logger;
