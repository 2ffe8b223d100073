import { platform } from '@chalkline/contracts';
import ChatRounded from '@mui/icons-material/ChatRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../ui/CopyButton';
import { unreadLabel } from '../chat/unread';
import { useClassroom } from '../connection/ClassroomContext';
import { IncomingVideoIndicator } from '../low-bandwidth/IncomingVideoIndicator';
import { RecordingIndicator } from '../recording/RecordingIndicator';
import { ConnectionIndicator } from './ConnectionIndicator';
import { shortcutKeys } from './shortcuts';
import type { PanelTab } from './useMeetingLayout';

interface MeetingHeaderProps {
  title: string;
  isMobile: boolean;
  onOpenPanel: (tab: PanelTab) => void;
  onOpenWhiteboards: () => void;
}

const onDark = {
  color: 'common.white',
  bgcolor: 'rgba(255,255,255,0.1)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
};

/** The title (click to copy the link, "Copied" for 2 s), the connection state, people, chat and whiteboards. */
export function MeetingHeader({ title, isMobile, onOpenPanel, onOpenWhiteboards }: MeetingHeaderProps) {
  const count = useClassroom((s) => s.participants.filter((p) => p.status !== 'OFFLINE').length);
  const unread = useClassroom((s) => s.unread);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    if (!(await copyText(window.location.href))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), platform.copyConfirmationMs);
  };

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1.5, md: 2.5 },
        py: 1.25,
        color: 'common.white',
      }}
    >
      <Tooltip title={copied ? 'Copied' : 'Copy classroom link'}>
        <ButtonBase
          onClick={handleCopy}
          aria-label={`${title}: copy classroom link`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            borderRadius: '8px',
            px: 0.5,
            textAlign: 'left',
          }}
        >
          <Typography variant="h6" component="h1" noWrap sx={{ fontSize: { xs: 16, md: 19 }, minWidth: 0 }}>
            {title}
          </Typography>
          {copied ? (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                fontSize: 13,
                fontWeight: 700,
                color: '#3ecf8e',
              }}
            >
              <CheckRounded sx={{ fontSize: 16 }} /> Copied
            </Box>
          ) : (
            !isMobile && <LinkRounded sx={{ fontSize: 18, opacity: 0.7 }} />
          )}
        </ButtonBase>
      </Tooltip>
      <ConnectionIndicator compact={isMobile} />
      <RecordingIndicator compact={isMobile} />
      <IncomingVideoIndicator compact={isMobile} />
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Participants">
        <Button
          onClick={() => onOpenPanel('participants')}
          aria-label={`Participants (${count})`}
          startIcon={<PeopleAltRounded />}
          sx={{ ...onDark, minWidth: 0, px: 1.5 }}
        >
          {count}
        </Button>
      </Tooltip>
      <Tooltip title="Chat">
        {/* The badge's count is visible text, so the name carries it too (WCAG 2.5.3 label in name). */}
        <IconButton
          onClick={() => onOpenPanel('chat')}
          aria-label={unread ? `Open chat, ${unreadLabel(unread)} unread` : 'Open chat'}
          aria-keyshortcuts={shortcutKeys('chat')}
          sx={onDark}
        >
          <Badge badgeContent={unread ? unreadLabel(unread) : undefined} color="warning" invisible={unread === 0}>
            <ChatRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      {isMobile ? (
        <Tooltip title="Whiteboards">
          <IconButton onClick={onOpenWhiteboards} aria-label="Whiteboards" sx={onDark}>
            <DashboardRounded />
          </IconButton>
        </Tooltip>
      ) : (
        <Button onClick={onOpenWhiteboards} startIcon={<DashboardRounded />} sx={onDark}>
          Whiteboards
        </Button>
      )}
    </Box>
  );
}
