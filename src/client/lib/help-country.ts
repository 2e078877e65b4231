import { useCallback, useSyncExternalStore } from 'react';
import { inferCountry } from '../../shared/helplines.js';
import { browserTimeZone } from './time-zone.js';

/**
 * The country whose help lines a person sees (issue 7): the one they picked (remembered in this
 * browser), else the one their browser suggests (language region, then time zone). Only a pick
 * is stored, so a guess never outlives a change of browser settings.
 */
const STORAGE_KEY = 'patternwise.helpCountry';
const COUNTRY_CODE = /^[A-Z]{2}$/;
const listeners = new Set<() => void>();

function readPicked(): string | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && COUNTRY_CODE.test(value) ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the browser's suggestion
  }
}

let inferred: string | null | undefined;

function inferredCountry(): string | null {
  // The zone is read only when the first language names no region (see inferCountry): a slow phone's
  // first Intl.DateTimeFormat is a long task.
  inferred ??= inferCountry({ languages: navigator.languages, timeZone: browserTimeZone });
  return inferred;
}

function currentCountry(): string | null {
  return readPicked() ?? inferredCountry();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function pickCountry(code: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage blocked: the pick still applies below for this page's life.
    inferred = code;
  }
  for (const listener of listeners) listener();
}

/** The help country (ISO 3166-1 alpha-2, or null when nothing suggests one) and a way to pick another. */
export function useHelpCountry(): { country: string | null; setCountry: (code: string) => void } {
  const country = useSyncExternalStore(subscribe, currentCountry, () => null);
  const setCountry = useCallback((code: string) => pickCountry(code), []);
  return { country, setCountry };
}
