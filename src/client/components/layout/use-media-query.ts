import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as the window changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: from here up the header is one row and toasts sit bottom-right. */
export const DESKTOP_QUERY = '(min-width: 768px)';
