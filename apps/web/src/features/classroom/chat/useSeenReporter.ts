import { type RefObject, useEffect, useRef } from 'react';

const isSeen = (entry: IntersectionObserverEntry) =>
  entry.isIntersecting &&
  (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= (entry.rootBounds?.height ?? 0) * 0.5);

/**
 * Watches the messages (`[data-message-key]`) inside `root` and calls `report` with the keys on screen
 * whenever that changes, and again whenever `again` changes (new messages, a reconnect). Hidden panels
 * report nothing, so a message counts as read only when someone could see it (R19).
 */
export function useSeenReporter(root: RefObject<HTMLElement | null>, report: (keys: string[]) => void, again: unknown) {
  const visible = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !root.current) return;
    const seen = visible.current;
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.messageKey;
          if (!key) continue;
          if (isSeen(entry)) seen.add(key);
          else seen.delete(key);
        }
        reportRef.current([...seen]);
      },
      { root: root.current, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.current = watcher;
    return () => {
      watcher.disconnect();
      observer.current = null;
      seen.clear();
    };
  }, [root]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` is the caller's signal to look again.
  useEffect(() => {
    for (const element of root.current?.querySelectorAll('[data-message-key]') ?? [])
      observer.current?.observe(element);
    reportRef.current([...visible.current]);
  }, [root, again]);
}
