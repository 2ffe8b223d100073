import { platform } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import { ToastContext, type Toaster, type ToastKind, type ToastMessage, type ToastOptions } from './toast-context';

interface ActiveToast {
  id: number;
  kind: ToastKind;
  text: string;
  icon?: ReactNode;
}

const lastItem = (message: ToastMessage): string =>
  typeof message === 'string' ? message : (message[message.length - 1] ?? '');

/** Provides `useToast()` and renders the single toast, top-center. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(1);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  const show = useCallback((kind: ToastKind, message: ToastMessage, options: ToastOptions = {}) => {
    clearTimeout(timer.current);
    const id = nextId.current++;
    setToast({ id, kind, text: lastItem(message), icon: options.icon });
    timer.current = setTimeout(
      () => setToast((current) => (current?.id === id ? null : current)),
      options.durationMs ?? platform.toastDurationMs,
    );
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toaster = useMemo<Toaster>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      info: (message, options) => show('info', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      custom: (message, options) => show('custom', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {toast && (
        <Snackbar key={toast.id} open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
          <Alert
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-toast-kind={toast.kind}
            severity={toast.kind === 'custom' ? undefined : toast.kind}
            icon={toast.kind === 'custom' ? (toast.icon ?? false) : undefined}
            variant="filled"
            onClose={dismiss}
            sx={[
              { minWidth: { xs: 'auto', sm: 320 }, maxWidth: 560, alignItems: 'center', boxShadow: 6 },
              toast.kind === 'custom' && { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
            ]}
          >
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml keeps only <br>, <b>, <i>, <strong>, <em> */}
            <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(toast.text) }} />
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
