/**
 * A page's Permissions-Policy belongs to its document (ADR 0055): the server allows the camera, microphone and
 * screen capture on classroom and quiz-taking pages only. Reaching such a page from another one inside the app
 * would keep the first page's policy and the camera would be refused, so that navigation loads a new document.
 */
import { isMediaPagePath } from '@chalkline/contracts';

/** The path this document was loaded at; null where the browser does not say (then nothing is reloaded). */
function documentPath(): string | null {
  const [entry] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * True when going to `url` needs a new document: the target may use the camera and this document may not.
 * Leaving a classroom needs none (a policy that allowed more stays until the next load).
 */
export function needsNewDocument(url: URL, loadedAt: string | null = documentPath()): boolean {
  return loadedAt !== null && isMediaPagePath(url.pathname) && !isMediaPagePath(loadedAt);
}

/** The root route's loader: runs before every navigation renders, and hands a media page to the browser. */
export function mediaPageLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (!needsNewDocument(url)) return null;
  window.location.assign(url.href);
  // Nothing renders meanwhile: the browser is leaving for the new document.
  return new Promise<never>(() => undefined);
}
