import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger.js';
import type { Mail, Mailer } from './mailer.js';

/** The default: each mail becomes a JSON file in the outbox, and its links are printed in the log. */
export function createOutboxMailer(directory: string, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${Date.now()}-${randomUUID()}.json`);
      await writeFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ file, links }, 'mail written to the outbox');
    },
  };
}
