import { createContext, type ReactNode, useContext } from 'react';

export type ToastKind = 'success' | 'info' | 'error' | 'warning' | 'custom';

/** A message may be a list; the notifier shows its last item (platform spec 8). Simple HTML is allowed. */
export type ToastMessage = string | readonly string[];

export interface ToastOptions {
  /** How long the toast stays, in ms; defaults to `platform.toastDurationMs`. */
  durationMs?: number;
  /** Icon for `custom` toasts. */
  icon?: ReactNode;
}

export interface Toaster {
  show: (kind: ToastKind, message: ToastMessage, options?: ToastOptions) => void;
  success: (message: ToastMessage, options?: ToastOptions) => void;
  info: (message: ToastMessage, options?: ToastOptions) => void;
  error: (message: ToastMessage, options?: ToastOptions) => void;
  warning: (message: ToastMessage, options?: ToastOptions) => void;
  custom: (message: ToastMessage, options?: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** The app's toast notifier: one toast at a time, a new one replaces the earlier. Needs `ToastProvider`. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>');
  return toaster;
}
