import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.js';

const buttonBase =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed';

/**
 * A question that needs an answer before anything happens (Radix's alert dialog: a modal with
 * role="alertdialog", its title and text as its name and description, focus kept inside and
 * starting on the safe choice, Escape cancels, focus returns to what opened it).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  destructive = false,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  busy?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={cn(buttonBase, 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50')}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when it is done (a delete waits for the server).
                event.preventDefault();
                onConfirm();
              }}
              className={cn(
                buttonBase,
                destructive
                  ? 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400'
                  : 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
              )}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
