import { useCallback } from 'react';
import { type Toaster, useToast } from '../ui/toast';

/** What a server action answers (platform spec 7.1, generic action helper). */
export interface ActionResult<T = unknown> {
  status: number;
  message: string;
  data?: T;
}

/** What the helper did with a result. */
export type ActionOutcome = 'success' | 'info' | 'error' | 'redirect' | 'ignored';

type Notify = Pick<Toaster, 'success' | 'info' | 'error'>;

const defaultRedirect = (href: string) => window.location.assign(href);

const hrefOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'href' in data && typeof data.href === 'string' ? data.href : undefined;

/**
 * Applies a server action result: its message becomes a toast (success for 200, info for 400 and 401,
 * error for 500) and 307 or 308 sends the browser to `data.href`. Other 2xx count as success, other
 * 4xx as info and other 5xx as error, so a result never passes silently.
 */
export function applyActionResult(
  result: ActionResult,
  notify: Notify,
  redirect: (href: string) => void = defaultRedirect,
): ActionOutcome {
  const { status, message } = result;
  if (status === 307 || status === 308) {
    const href = hrefOf(result.data);
    if (!href) return 'ignored';
    redirect(href);
    return 'redirect';
  }
  if (status >= 200 && status < 300) {
    notify.success(message);
    return 'success';
  }
  if (status >= 400 && status < 500) {
    notify.info(message);
    return 'info';
  }
  if (status >= 500) {
    notify.error(message);
    return 'error';
  }
  return 'ignored';
}

/** `applyActionResult` bound to the app's toast notifier. */
export function useActionResult(): (result: ActionResult) => ActionOutcome {
  const toast = useToast();
  return useCallback((result: ActionResult) => applyActionResult(result, toast), [toast]);
}
