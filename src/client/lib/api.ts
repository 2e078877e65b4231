import { getPathLocale } from '../../shared/locale.js';
import { i18nByLocale } from '../i18n/index.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** JSON over fetch with the session cookie; errors arrive as `{ error: { code, message } }` in the page's language. */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const locale = getPathLocale(window.location.pathname);
  const i18n = i18nByLocale[locale];
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        'Accept-Language': locale,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network', i18n.t('toasts.unexpectedError'));
  }
  const data = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? i18n.t('toasts.unexpectedError'),
    );
  }
  return data as T;
}
