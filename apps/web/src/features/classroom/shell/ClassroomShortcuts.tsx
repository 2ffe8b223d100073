import { useEffect, useRef } from 'react';
import { useConnection } from '../connection/ClassroomContext';
import { useMediaSession } from '../media/MediaContext';
import { toggleCamera, toggleMicrophone } from './media-toggles';
import { ShortcutsDialog } from './ShortcutsDialog';
import { type ShortcutAction, shortcutOf } from './shortcuts';

interface ClassroomShortcutsProps {
  helpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
  /** Opens the side panel on the chat and puts the cursor in its message box. */
  onOpenChat: () => void;
  /** Asks "Leave Meeting" (the same dialog as the bar's button). */
  onLeave: () => void;
}

/**
 * The meeting screen's keyboard shortcuts (ADR 0077), listened to on the window while the meeting is on screen, and
 * the help dialog that lists them. Each runs what the matching button runs.
 */
export function ClassroomShortcuts({ helpOpen, onHelpOpenChange, onOpenChat, onLeave }: ClassroomShortcutsProps) {
  const connection = useConnection();
  const media = useMediaSession();
  const run: Record<ShortcutAction | 'help', () => void> = {
    microphone: () => toggleMicrophone(connection, media),
    camera: () => toggleCamera(connection, media),
    hand: () => connection.toggleHand(),
    chat: onOpenChat,
    leave: onLeave,
    help: () => onHelpOpenChange(true),
  };
  // The listener stays put; the latest handlers are read when a key is pressed.
  const latest = useRef(run);
  latest.current = run;

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = shortcutOf(event);
      if (!action) return;
      // Help is for the classroom: not stacked over another dialog or an open menu.
      if (
        action === 'help' &&
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="menu"]')
      )
        return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return <ShortcutsDialog open={helpOpen} onClose={() => onHelpOpenChange(false)} />;
}
