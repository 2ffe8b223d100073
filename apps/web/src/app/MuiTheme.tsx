import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The MUI theme around the pages that use MUI. It is loaded with them (`loadMuiTheme`), never with the public
 * shell, which renders without MUI (ADR 0046); the page base CssBaseline gave is `ui/plain/base.css`.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
