import CloseRounded from '@mui/icons-material/CloseRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { ChatPanel } from '../chat/ChatPanel';
import { unreadLabel } from '../chat/unread';
import { useClassroom } from '../connection/ClassroomContext';
import { ParticipantsPanel } from '../participants/ParticipantsPanel';
import { MoreTab } from './MoreTab';
import type { PanelTab } from './useMeetingLayout';

interface SidePanelProps {
  tab: PanelTab;
  open: boolean;
  isMobile: boolean;
  onTabChange: (tab: PanelTab) => void;
  onClose: () => void;
  onOpenWhiteboards: () => void;
  onOpenShortcuts?: () => void;
}

/**
 * The side panel with Chat, Participants and More (classroom spec 2): about 34% of the width on desktop
 * (28% from 1920 px), full screen on mobile. Tabs stay mounted so drafts and scroll positions survive.
 */
export function SidePanel({
  tab,
  open,
  isMobile,
  onTabChange,
  onClose,
  onOpenWhiteboards,
  onOpenShortcuts,
}: SidePanelProps) {
  const unread = useClassroom((s) => s.unread);
  const id = useId();
  const panel = (value: PanelTab) => ({
    role: 'tabpanel',
    id: `${id}-${value}`,
    'aria-labelledby': `${id}-${value}-tab`,
    hidden: tab !== value,
    sx: { height: '100%', display: tab === value ? 'flex' : 'none', flexDirection: 'column' as const, minHeight: 0 },
  });
  const tabProps = (value: PanelTab) => ({ value, id: `${id}-${value}-tab`, 'aria-controls': `${id}-${value}` });

  return (
    <Box
      component="aside"
      aria-label="Side panel"
      sx={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        ...(isMobile
          ? { position: 'fixed', inset: 0, zIndex: 5 }
          : {
              flex: '0 0 34%',
              minWidth: 340,
              '@media (min-width: 1920px)': { flexBasis: '28%' },
              my: 1.5,
              mr: 1.5,
              borderRadius: '24px',
            }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', pr: 1 }}>
        <Tabs value={tab} onChange={(_e, value: PanelTab) => onTabChange(value)} variant="fullWidth" sx={{ flex: 1 }}>
          <Tab
            {...tabProps('chat')}
            label={
              <Badge
                badgeContent={unread ? unreadLabel(unread) : undefined}
                color="warning"
                invisible={unread === 0}
                sx={{ px: 1 }}
              >
                Chat
              </Badge>
            }
          />
          <Tab {...tabProps('participants')} label="Participants" />
          <Tab {...tabProps('more')} label="More" />
        </Tabs>
        <IconButton aria-label="Close panel" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <Box {...panel('chat')}>
          <ChatPanel />
        </Box>
        <Box {...panel('participants')}>
          <ParticipantsPanel />
        </Box>
        <Box {...panel('more')}>
          <MoreTab onOpenWhiteboards={onOpenWhiteboards} onOpenShortcuts={onOpenShortcuts} />
        </Box>
      </Box>
    </Box>
  );
}
