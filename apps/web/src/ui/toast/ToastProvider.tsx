import { platform } from '@chalkline/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CheckCircleOutlineIcon, CloseIcon, ErrorOutlineIcon, InfoOutlineIcon, WarningAmberIcon } from '../plain';
import { sanitizeHtml } from './sanitizeHtml';
import styles from './Toast.module.css';
import { ToastContext, type Toaster, type ToastKind, type ToastMessage, type ToastOptions } from './toast-context';

interface ActiveToast {
  id: number;
  kind: ToastKind;
  text: string;
  icon?: ReactNode;
}

/** MUI's Alert icons per severity. */
const severityIcons: Record<Exclude<ToastKind, 'custom'>, ReactNode> = {
  success: <CheckCircleOutlineIcon size="1em" />,
  info: <InfoOutlineIcon size="1em" />,
  warning: <WarningAmberIcon size="1em" />,
  error: <ErrorOutlineIcon size="1em" />,
};

const lastItem = (message: ToastMessage): string =>
  typeof message === 'string' ? message : (message[message.length - 1] ?? '');

/** Provides `useToast()` and renders the single toast, top-center (plain markup: every page's first download has it, ADR 0046). */
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
        <div className={styles.anchor}>
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-toast-kind={toast.kind}
            className={`${styles.toast} ${styles[toast.kind]}`}
          >
            {(toast.kind === 'custom' ? toast.icon : severityIcons[toast.kind]) && (
              <div className={styles.icon}>{toast.kind === 'custom' ? toast.icon : severityIcons[toast.kind]}</div>
            )}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml keeps only <br>, <b>, <i>, <strong>, <em> */}
            <div className={styles.message} dangerouslySetInnerHTML={{ __html: sanitizeHtml(toast.text) }} />
            <button type="button" aria-label="Close" title="Close" className={styles.close} onClick={dismiss}>
              <CloseIcon size="1.25rem" />
            </button>
          </div>
        </div>
      )}
    </ToastContext.Provider>
  );
}
