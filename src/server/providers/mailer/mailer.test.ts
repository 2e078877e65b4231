import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/test-app.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { buildResetPasswordMail } from './reset-password-mail.js';
import { createSmtpMailer } from './smtp-mailer.js';

const mail = buildResetPasswordMail({
  to: 'ana@example.com',
  link: 'http://localhost:3000/es/auth#type=recovery&token=abc',
  locale: 'es',
});

describe('reset mail', () => {
  it('is plain text and HTML in the requested language, greeting no one by name', () => {
    expect(mail.subject).toBe('Restablece tu contraseña de Patternwise');
    expect(mail.text.split('\n')[0]).toBe('Hola:');
    expect(mail.text).toContain('http://localhost:3000/es/auth#type=recovery&token=abc');
    expect(mail.text).toContain('caduca en 1 hora');
    expect(mail.html).toContain('<a href="http://localhost:3000/es/auth#type=recovery&#38;token=abc">');
    expect(buildResetPasswordMail({ to: 'ana@example.com', link: 'http://x/auth', locale: 'en' }).text).toMatch(
      /^Hi,\n/,
    );
  });
});

describe('outbox mailer', () => {
  it('writes each mail to a file only its owner can read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-outbox-'));
    await createOutboxMailer(dir, createLogCapture().logger).send(mail);
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(join(dir, file!), 'utf8'))).toMatchObject({
      to: 'ana@example.com',
      subject: mail.subject,
      text: mail.text,
    });
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
  });

  it('logs that a mail was written and its file, never the link, token, recipient or body', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-outbox-'));
    const logs = createLogCapture();
    await createOutboxMailer(dir, logs.logger).send(mail);
    const [file] = readdirSync(dir);
    const logged = logs.text();
    expect(logged).toContain('mail written to the outbox');
    expect(logged).toContain(file);
    for (const secret of ['recovery', 'token=abc', 'http://localhost:3000', 'ana@example.com', 'Ana', mail.subject]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('SMTP mailer against a real SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(done)));

  it('delivers the mail with both parts', async () => {
    await createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Patternwise <no-reply@patternwise.test>').send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ana@example.com');
    expect(received[0]).toContain('text/plain');
    expect(received[0]).toContain('text/html');
  });
});
