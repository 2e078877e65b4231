import type { Locale } from '../../../shared/locale.js';
import { buildLinkMail, type LinkMailCopy } from './link-mail.js';

const copy: Record<Locale, LinkMailCopy> = {
  en: {
    subject: 'Confirm your email for Patternwise',
    greeting: 'Hi,',
    body: 'Thanks for signing up to Patternwise. Open this link to confirm your email and start. It works for 24 hours.',
    button: 'Confirm my email',
    footer: "If you didn't sign up, you can ignore this email: the account can't be used without this confirmation.",
  },
  es: {
    subject: 'Confirma tu correo para Patternwise',
    greeting: 'Hola:',
    body: 'Gracias por registrarte en Patternwise. Abre este enlace para confirmar tu correo y empezar. Funciona durante 24 horas.',
    button: 'Confirmar mi correo',
    footer: 'Si no te registraste, puedes ignorar este correo: la cuenta no se puede usar sin esta confirmación.',
  },
};

export function buildVerifyEmailMail(options: { to: string; link: string; locale: Locale }) {
  return buildLinkMail({ ...options, copy: copy[options.locale] });
}
