import { describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/test-app.js';
import { betterAuthLogger } from './better-auth-logger.js';

describe("Better Auth's messages in our log", () => {
  it('keep their words but never a URL, an email or a query a caller sent', () => {
    const capture = createLogCapture();
    const logger = betterAuthLogger(capture.logger);
    logger?.log?.('warn', 'Invalid callbackURL: https://evil.example/x?token=abc123');
    logger?.log?.('warn', 'Invalid redirectTo: /es/auth?next=secret-path');
    logger?.log?.('error', 'User not found: ana@example.com');
    logger?.log?.('error', 'Failed query: select * from users where email = $1 params: ana@example.com');
    const text = capture.text();
    expect(text).toContain('Invalid callbackURL: [url]');
    expect(text).toContain('User not found: [email]');
    expect(text).toContain('database query failed');
    for (const secret of ['evil.example', 'abc123', 'secret-path', 'ana@example.com', 'select *']) {
      expect(text).not.toContain(secret);
    }
  });
});
