import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { Database } from '../../db/client.js';
import { reminderSettings } from '../../db/schema.js';
import { getMessage } from '../../../shared/messages.js';
import { isLocale, localizePath, type Locale } from '../../../shared/locale.js';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.js';

export const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

/** The one-click link a reminder carries: works without signing in, signed for that person only. */
export function unsubscribeUrl(appUrl: string, userId: string, secret: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, appUrl);
  url.searchParams.set('token', createUnsubscribeToken(userId, secret));
  return url.toString();
}

const copy = {
  en: {
    confirmTitle: 'Stop daily reminders?',
    confirmText: 'You will no longer get the daily check-in reminder by email. You can turn it on again in Settings.',
    confirmButton: 'Stop reminders',
    doneTitle: 'Reminders stopped',
    doneText: 'You will not get daily reminders anymore. If you change your mind, turn them on again in Settings.',
    invalidTitle: 'This link does not work',
    settings: 'Go to Settings',
  },
  es: {
    confirmTitle: '¿Dejar de recibir recordatorios diarios?',
    confirmText:
      'Ya no te llegará por correo el recordatorio diario para hacer tu registro. Puedes volver a activarlo en Configuración.',
    confirmButton: 'Dejar de recibirlos',
    doneTitle: 'Recordatorios desactivados',
    doneText: 'Ya no te llegarán recordatorios diarios. Si cambias de idea, vuelve a activarlos en Configuración.',
    invalidTitle: 'Este enlace no funciona',
    settings: 'Ir a Configuración',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Patternwise</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}
<p><a href="${localizePath('/settings', locale)}">${escapeHtml(copy[locale].settings)}</a></p></body></html>`;
}

/**
 * `GET ?token=` shows a confirmation with one button, and changes nothing (mail scanners open
 * links); `POST ?token=` turns the reminder off: the button's form, or a mail provider's RFC 8058
 * one-click (`List-Unsubscribe=One-Click`), which sends no Origin and a form body, so these routes
 * sit before the same-origin and JSON-only checks. The signed token is the only credential; both
 * are idempotent, and a token this server did not sign answers 400.
 */
export function createUnsubscribeRoutes({ db, secret }: { db: Database; secret: string }) {
  const read = async (c: Context<AppEnv>) => {
    const token = c.req.query('token') ?? '';
    const userId = readUnsubscribeToken(token, secret);
    if (!userId) return { token, userId, locale: c.get('locale') };
    const [row] = await db
      .select({ locale: reminderSettings.locale })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    return { token, userId, locale: row && isLocale(row.locale) ? row.locale : c.get('locale') };
  };
  const invalid = (c: Context<AppEnv>, locale: Locale) =>
    c.html(
      page(locale, copy[locale].invalidTitle, `<p>${escapeHtml(getMessage('unsubscribeLinkInvalid', locale))}</p>`),
      400,
    );

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { token, userId, locale } = await read(c);
      if (!userId) return invalid(c, locale);
      const words = copy[locale];
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return c.html(
        page(
          locale,
          words.confirmTitle,
          `<p>${escapeHtml(words.confirmText)}</p><form method="post" action="${escapeHtml(action)}">
<button type="submit" style="font:inherit;padding:.5rem 1rem">${escapeHtml(words.confirmButton)}</button></form>`,
        ),
      );
    })
    .post('/', async (c) => {
      const { userId, locale } = await read(c);
      if (!userId) return invalid(c, locale);
      await db
        .update(reminderSettings)
        .set({ enabled: false, nextDueAt: null })
        .where(eq(reminderSettings.userId, userId));
      const words = copy[locale];
      return c.html(page(locale, words.doneTitle, `<p>${escapeHtml(words.doneText)}</p>`));
    });
}
