import type { MeResponse } from '../../shared/schemas/responses.js';
import { loadResponseSchemas } from '../lib/api.js';
import { clearAllDrafts } from '../lib/check-in-draft.js';

/**
 * The signed-in person as this device last saw them (id, name and what the check-in page needs to
 * know: their access), so that with the network gone a reload still opens their check-in form and
 * its draft. Never anything they wrote. Forgotten when the server says nobody is signed in, at
 * sign-out and when the account is deleted.
 */
const KEY = 'patternwise:known-user';

type KnownUser = { id: string; name: string; access: MeResponse['access'] };

export function rememberUser(me: MeResponse) {
  const known: KnownUser = { id: me.user.id, name: me.user.name, access: me.access };
  try {
    localStorage.setItem(KEY, JSON.stringify(known));
  } catch {
    // A device that cannot keep it simply shows the sign-in page when offline.
  }
}

/**
 * The last known person as a `/api/me` answer, marked `offline`; null when this device knows nobody.
 * The schema loads here, not with the first screen (issue 13); offline it comes from the
 * service worker's precache.
 */
export async function offlineMe(): Promise<(MeResponse & { offline: true }) | null> {
  let known: Partial<KnownUser> | null;
  try {
    known = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<KnownUser> | null;
  } catch {
    return null;
  }
  const schemas = await loadResponseSchemas().catch(() => null);
  if (!schemas) return null;
  const access = schemas.CheckInAccessSchema.safeParse(known?.access);
  if (typeof known?.id !== 'string' || typeof known.name !== 'string' || !access.success) return null;
  return {
    offline: true,
    user: { id: known.id, name: known.name, email: '' },
    profile: {
      check_ins_used: 'used' in access.data ? access.data.used : 0,
      has_completed_screener: access.data.status !== 'needs_screener',
    },
    subscription: null,
    access: access.data,
  };
}

/**
 * Whether this device has seen anyone signed in. The sign-in page shows its form at once on a device
 * that has not (most first visits), instead of waiting for `/api/me` to say nobody is signed in.
 */
export function isUserKnown(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function forgetUser() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Sign-out and account deletion: nothing of the person stays on the device. */
export function clearDeviceData() {
  forgetUser();
  clearAllDrafts();
}
