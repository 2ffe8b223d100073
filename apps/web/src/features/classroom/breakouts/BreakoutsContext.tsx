import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { useClassroom } from '../connection/ClassroomContext';
import { BreakoutsCockpit } from './BreakoutsCockpit';

interface Cockpit {
  open: () => void;
}

const CockpitContext = createContext<Cockpit | null>(null);

/**
 * A host's breakout cockpit (ADR 0087, B11), one dialog for the meeting screen: the More tab and the banner over the
 * stage open it. Students get no cockpit (`useBreakoutCockpit` answers null).
 */
export function BreakoutsProvider({ children }: { children: ReactNode }) {
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width: 599.95px)');
  const value = useMemo(() => (isHost ? { open: () => setOpen(true) } : null), [isHost]);
  return (
    <CockpitContext.Provider value={value}>
      {children}
      {isHost && (
        <Modal open={open} onClose={() => setOpen(false)} title="Breakout rooms" fullScreen={narrow} maxWidth="md">
          <BreakoutsCockpit />
        </Modal>
      )}
    </CockpitContext.Provider>
  );
}

/** Opens the host's cockpit; null for students and outside the meeting screen. */
export const useBreakoutCockpit = (): Cockpit | null => useContext(CockpitContext);
