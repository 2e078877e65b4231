import type { Locale } from '../../../shared/locale.js';
import type { Mail } from './mailer.js';

/** The words of a short mail that leads to one link. No user-provided text goes in: it could carry someone else's message. */
export type LinkMailCopy = {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  footer: string;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildLinkMail(options: { to: string; link: string; locale: Locale; copy: LinkMailCopy }): Mail {
  const { copy, link, locale } = options;
  return {
    to: options.to,
    subject: copy.subject,
    text: [copy.greeting, '', copy.body, '', link, '', copy.footer].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p>
<p style="color:#555">${escapeHtml(copy.footer)}</p></body></html>`,
  };
}
