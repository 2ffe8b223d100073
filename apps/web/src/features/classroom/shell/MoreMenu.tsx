import { lowBandwidthTexts } from '@chalkline/contracts';
import ChatRounded from '@mui/icons-material/ChatRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SignalCellularAltRounded from '@mui/icons-material/SignalCellularAltRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { copyText } from '../../../ui/CopyButton';
import { useToast } from '../../../ui/toast';
import { RecordMenuItems } from '../recording/RecordMenuItem';
import { ControlButton } from './ControlButton';
import type { PanelTab } from './useMeetingLayout';

export interface MoreMenuProps {
  onOpenPanel: (tab: PanelTab) => void;
  onOpenWhiteboards: () => void;
  /** Opens the keyboard shortcuts' help (ADR 0077). */
  onOpenShortcuts?: () => void;
}

/**
 * The bar's More: the side panel's tabs, camera and microphone (the More tab), whiteboards, the link, full screen,
 * the keyboard shortcuts.
 */
export function MoreMenu({ onOpenPanel, onOpenWhiteboards, onOpenShortcuts }: MoreMenuProps) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = (label: string, icon: ReactNode, run: () => void) => (
    <MenuItem
      onClick={() => {
        close();
        run();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

  return (
    <>
      <ControlButton
        label="More"
        caption="More"
        icon={<MoreHorizRounded />}
        onClick={(e) => setAnchor(e.currentTarget)}
      />
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {item('Chat', <ChatRounded fontSize="small" />, () => onOpenPanel('chat'))}
        {item('Participants', <PeopleAltRounded fontSize="small" />, () => onOpenPanel('participants'))}
        {item('Camera and microphone', <SettingsRounded fontSize="small" />, () => onOpenPanel('more'))}
        {item(lowBandwidthTexts.title, <SignalCellularAltRounded fontSize="small" />, () => onOpenPanel('more'))}
        {item('Whiteboards', <DashboardRounded fontSize="small" />, onOpenWhiteboards)}
        {RecordMenuItems({ onDone: close })}
        {item('Copy classroom link', <LinkRounded fontSize="small" />, () => {
          void copyText(window.location.href).then((ok) => ok && toast.success('Classroom link copied'));
        })}
        {item('Full screen', <FullscreenRounded fontSize="small" />, () => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void document.documentElement.requestFullscreen?.().catch(() => {});
        })}
        {onOpenShortcuts && item('Keyboard shortcuts', <KeyboardRounded fontSize="small" />, onOpenShortcuts)}
      </Menu>
    </>
  );
}
