import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { loadMuiTheme } from '../app/loadMuiTheme';

/**
 * A part of a plain page that uses MUI (a form below the page's text, say), loaded on first render with the MUI
 * theme around it, so the page's first download carries no MUI (ADR 0046). `fallback` shows while it loads.
 */
export function lazyMui<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { fallback?: ReactNode }> {
  const Themed = lazy(async () => {
    const [Part, Theme] = await Promise.all([load(), loadMuiTheme()]);
    return {
      default: (props: P) => (
        <Theme>
          <Part {...props} />
        </Theme>
      ),
    };
  });
  return function MuiPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Themed {...(props as P)} />
      </Suspense>
    );
  };
}
