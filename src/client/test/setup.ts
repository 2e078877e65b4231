import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';
import { loadLocale } from '../i18n/index.js';

// The app loads a language's messages before it renders them (main.tsx); the tests have both.
await Promise.all([loadLocale('en'), loadLocale('es')]);

// Each test starts from a blank page: no DOM, no toasts, no faked network, no remembered country.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
