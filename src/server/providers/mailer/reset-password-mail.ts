import type { Locale } from '../../../shared/locale.js';
import { buildLinkMail, type LinkMailCopy } from './link-mail.js';
import type { Mail } from './mailer.js';

// No name in the greeting: it is text anyone can set, and this mail goes to whoever owns the address.
const copy: Record<Locale, LinkMailCopy> = {
  en: {
    subject: 'Reset your Patternwise password',
    greeting: 'Hi,',
    body: 'We received a request to reset your password. Open this link to choose a new one. It works once and expires in 1 hour.',
    button: 'Choose a new password',
    footer: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  },
  es: {
    subject: 'Restablece tu contraseña de Patternwise',
    greeting: 'Hola:',
    body: 'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva. Funciona una sola vez y caduca en 1 hora.',
    button: 'Elegir una contraseña nueva',
    footer: 'Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.',
  },
};

export function buildResetPasswordMail(options: { to: string; link: string; locale: Locale }): Mail {
  return buildLinkMail({ ...options, copy: copy[options.locale] });
}
