import type { Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer loads with the first mail, not at start-up (which it would lengthen by its module graph).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await (await transportOnce()).sendMail({ from, ...mail });
    },
  };
}
