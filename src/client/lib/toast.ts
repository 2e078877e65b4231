import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
let toasterWanted = false;

/** sonner (and the toaster it draws) is not on the first screen: it loads with the first toast. */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => module.toast);
  return sonner;
}

/** Asks `AppLayout` to mount the toaster (it shows the toasts raised before it mounted too). */
export function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  wanted.forEach((listener) => listener());
}

export function subscribeToasterWanted(listener: () => void) {
  wanted.add(listener);
  return () => void wanted.delete(listener);
}

export const isToasterWanted = () => toasterWanted;

const show =
  (kind: Kind) =>
  (...args: Parameters<Sonner['success']>): void => {
    wantToaster();
    // One promise for every call, so the toasts and dismissals keep the order they were asked in.
    void loadSonner().then((toast) => toast[kind](...args));
  };

/** sonner's `toast` for the calls the app makes, loaded on first use. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id?: string | number): void => {
    if (!sonner) return; // nothing was ever shown
    void sonner.then((toast) => toast.dismiss(id));
  },
};
