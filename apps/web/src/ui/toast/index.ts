export { sanitizeHtml } from './sanitizeHtml';
export { ToastProvider } from './ToastProvider';
export type { Toaster, ToastKind, ToastMessage, ToastOptions } from './toast-context';
export { useToast } from './toast-context';
