import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';

// Each test starts from a blank page: no DOM, no toasts, no faked network, no remembered country.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
