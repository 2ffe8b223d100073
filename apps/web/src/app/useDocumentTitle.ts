import { useEffect } from 'react';
import { useRouteTitle } from '../ui/useRouteTitle';

/** Keeps `document.title` as "<route title> · Chalkline", or "Chalkline" on untitled routes. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · Chalkline` : 'Chalkline';
  }, [title]);
}
