import type { ComponentType, ReactNode } from 'react';

/** The MUI theme provider's chunk (and MUI's styling runtime with it), fetched beside the page that needs it. */
export const loadMuiTheme = (): Promise<ComponentType<{ children: ReactNode }>> =>
  import('./MuiTheme').then((m) => m.MuiTheme);
