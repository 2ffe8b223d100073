import { messages } from '@chalkline/contracts';
import { useCallback } from 'react';
import { type Toaster, useToast } from '../ui/toast';
import { apiBase } from './api';

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

const messageOf = (body: unknown, fallback: string): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : fallback;

/**
 * Calls a server action and answers its result whatever the status. A 307 without a Location header is not
 * followed by fetch, so its `data.href` reaches `applyActionResult`. A network failure answers status 0.
 */
export async function requestAction<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<ActionResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { status: 0, message: messages.noConnection };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  const data =
    typeof parsed === 'object' && parsed !== null && 'data' in parsed ? (parsed.data as T | undefined) : undefined;
  return { status: response.status, message: messageOf(parsed, response.statusText), data };
}
