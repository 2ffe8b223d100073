import { classroom } from '@chalkline/contracts';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Phones and tablets under about 1024 px get the mobile classroom (classroom spec 2, 9). */
export function useIsMobileClassroom(): boolean {
  return useMediaQuery(`(max-width: ${classroom.mobileBreakpoint}px)`, { noSsr: true });
}

/** Side panel tabs. */
export type PanelTab = 'chat' | 'participants' | 'more';
