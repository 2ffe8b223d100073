import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useColorScheme } from './colorScheme';
import { themeFor } from './theme';

/**
 * The MUI theme around the pages that use MUI. It is loaded with them (`loadMuiTheme`), never with the public
 * shell, which renders without MUI (ADR 0046); the page base CssBaseline gave is `ui/plain/base.css`. It follows
 * the light or dark scheme (`colorScheme.ts`, ADR 0083) and the system's reduced-motion setting as they change.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { scheme } = useColorScheme();
  return <ThemeProvider theme={themeFor(scheme, reduceMotion)}>{children}</ThemeProvider>;
}
