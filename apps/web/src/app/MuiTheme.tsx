import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { reducedMotionTheme, theme } from './theme';

/**
 * The MUI theme around the pages that use MUI. It is loaded with them (`loadMuiTheme`), never with the public
 * shell, which renders without MUI (ADR 0046); the page base CssBaseline gave is `ui/plain/base.css`. It follows
 * the system's reduced-motion setting as it changes.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return <ThemeProvider theme={reduceMotion ? reducedMotionTheme : theme}>{children}</ThemeProvider>;
}
