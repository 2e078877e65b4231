import { useEffect, useRef, useState } from 'react';

/**
 * The check-in being written, kept on this device only (localStorage, one key per user), so a
 * reload, a crash or a lost connection does not lose it. Nothing here is sent anywhere: the draft
 * leaves the device only when the person submits the form. Cleared after a save, at sign-out and
 * when the account is deleted (`clearAllDrafts`).
 */
export type CheckInDraft = { feeling_text: string; mood_level: number };

const PREFIX = 'patternwise:check-in-draft:';
const DEFAULT_MOOD = 3;
/** How long typing pauses before the draft is written. */
export const DRAFT_DELAY_MS = 400;

const keyOf = (userId: string) => PREFIX + userId;

export function readDraft(userId: string): CheckInDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CheckInDraft> | null;
    if (typeof value?.feeling_text !== 'string' || typeof value.mood_level !== 'number') return null;
    const mood = Math.min(5, Math.max(1, Math.round(value.mood_level)));
    return { feeling_text: value.feeling_text, mood_level: mood };
  } catch {
    return null;
  }
}

/** Stores the draft (an empty one removes it). Answers false when this device cannot keep it. */
export function writeDraft(userId: string, draft: CheckInDraft): boolean {
  try {
    if (isEmpty(draft)) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(userId: string) {
  writeDraft(userId, { feeling_text: '', mood_level: DEFAULT_MOOD });
}

/** Every draft kept on this device (sign-out, account deletion). */
export function clearAllDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing of ours.
  }
}

const isEmpty = (draft: CheckInDraft) => draft.feeling_text.trim() === '' && draft.mood_level === DEFAULT_MOOD;

/**
 * Keeps `draft` on the device while the person types: written after a short pause, at once when it
 * becomes empty, and before the form goes away (leaving the page in the app, or `pagehide` for a
 * reload or a closed tab). Answers whether the device keeps it (false when storage is unavailable
 * or full: the page's unsaved-changes guard then still asks before the words are left behind).
 */
export function useDraftKeeper(userId: string, draft: CheckInDraft): boolean {
  const [kept, setKept] = useState(true);
  const pending = useRef<CheckInDraft | null>(null);
  const { feeling_text, mood_level } = draft;

  useEffect(() => {
    const flush = () => {
      if (pending.current) setKept(writeDraft(userId, pending.current));
      pending.current = null;
    };
    pending.current = { feeling_text, mood_level };
    if (isEmpty(pending.current)) {
      flush();
      return;
    }
    const timer = window.setTimeout(flush, DRAFT_DELAY_MS);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [userId, feeling_text, mood_level]);

  // Unmounted mid-pause (a link in the app): the last words are written now.
  useEffect(
    () => () => {
      if (pending.current) writeDraft(userId, pending.current);
      pending.current = null;
    },
    [userId],
  );

  return kept;
}

/** Whether this device can keep a draft at all (storage off, or full, in some private modes). */
export function canKeepDrafts(): boolean {
  try {
    const probe = `${PREFIX}probe`;
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
