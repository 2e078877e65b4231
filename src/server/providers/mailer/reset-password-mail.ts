import type { Locale } from '../../../shared/locale.js';
import type { Mail } from './mailer.js';

const copy = {
  en: {
    subject: 'Reset your Patternwise password',
    greeting: (name: string) => `Hi ${name},`,
    body: 'We received a request to reset your password. Open this link to choose a new one. It works once and expires in 1 hour.',
    button: 'Choose a new password',
    ignore: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  },
  es: {
    subject: 'Restablece tu contraseña de Patternwise',
    greeting: (name: string) => `Hola, ${name}:`,
    body: 'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva. Funciona una sola vez y caduca en 1 hora.',
    button: 'Elegir una contraseña nueva',
    ignore: 'Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildResetPasswordMail(options: { to: string; name: string; link: string; locale: Locale }): Mail {
  const text = copy[options.locale];
  const greeting = text.greeting(options.name);
  return {
    to: options.to,
    subject: text.subject,
    text: [greeting, '', text.body, '', options.link, '', text.ignore].join('\n'),
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(text.button)}</a></p>
<p style="color:#555">${escapeHtml(text.ignore)}</p></body></html>`,
  };
}
