import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * The development default: each mail becomes a JSON file in the outbox, readable by its owner only.
 * The log says that a mail was written and where, never what: a reset link is a live credential,
 * and recipients and bodies are personal data (production refuses to start without SMTP_URL).
 */
export function createOutboxMailer(directory: string, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = join(directory, `${Date.now()}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
      logger.info({ file }, 'mail written to the outbox');
    },
  };
}
