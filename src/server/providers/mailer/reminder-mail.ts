import { localizePath, type Locale } from '../../../shared/locale.js';
import type { Mail } from './mailer.js';

type ReminderCopy = {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  footer: string;
  unsubscribe: string;
};

/**
 * Warm and short, the same for everyone: never a word the person wrote (a mailbox can be read by
 * others), no clinical vocabulary, only the way to today's check-in and the way out.
 */
const copy: Record<Locale, ReminderCopy> = {
  en: {
    subject: 'A moment for your check-in',
    greeting: 'Hi,',
    body: 'This is the daily reminder you asked for. A couple of minutes to notice how you feel today can make the rest of the day a little clearer.',
    button: 'Open today’s check-in',
    footer:
      'You get this because you turned on daily reminders in Patternwise. You can change the time and days in Settings.',
    unsubscribe: 'Stop these reminders',
  },
  es: {
    subject: 'Un momento para tu registro',
    greeting: 'Hola:',
    body: 'Este es el recordatorio diario que pediste. Un par de minutos para notar cómo te sientes hoy pueden hacer que el resto del día se vea un poco más claro.',
    button: 'Abrir el registro de hoy',
    footer:
      'Te llega porque activaste los recordatorios diarios en Patternwise. Puedes cambiar la hora y los días en Configuración.',
    unsubscribe: 'Dejar de recibir estos recordatorios',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reminder mail, with RFC 8058 one-click unsubscribe headers pointing at the signed link. */
export function buildReminderMail(options: {
  to: string;
  locale: Locale;
  appUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const words = copy[options.locale];
  const checkInUrl = new URL(localizePath('/check-in', options.locale), options.appUrl).toString();
  const { unsubscribeUrl } = options;
  return {
    to: options.to,
    subject: words.subject,
    text: [
      words.greeting,
      '',
      words.body,
      '',
      `${words.button}: ${checkInUrl}`,
      '',
      words.footer,
      `${words.unsubscribe}: ${unsubscribeUrl}`,
    ].join('\n'),
    html: `<!doctype html><html lang="${options.locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(checkInUrl)}">${escapeHtml(words.button)}</a></p>
<p style="color:#555">${escapeHtml(words.footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p></body></html>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
