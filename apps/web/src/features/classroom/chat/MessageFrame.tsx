import type { TickState } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { avatarSource } from '../../accounts/UserAvatar';
import { formatMessageTime } from './formatMessageTime';
import { MessageTicks } from './MessageTicks';
import type { LocalMessage } from './messages';

export interface MessageFrameProps {
  message: LocalMessage;
  mine: boolean;
  /** Ticks of one's own message; null for others' messages. */
  tick: TickState | null;
  /** The first of a run of messages from the same person shows who sent it. */
  showSender: boolean;
  /** What is in the bubble: attachments and text. */
  children: ReactNode;
  /** Extra styles of the bubble and of the column that holds it. */
  bubbleSx?: SxProps<Theme>;
  columnMaxWidth?: string;
  /** After the time and ticks (e.g. the platform chat's report menu). */
  footer?: ReactNode;
}

/**
 * The frame every chat message shares, in the classroom and on the Chat page: sender's avatar and name on the
 * first of a run, the bubble (own messages on the right), the time and ticks; a pending message is dimmed.
 */
export function MessageFrame({
  message,
  mine,
  tick,
  showSender,
  children,
  bubbleSx,
  columnMaxWidth = '80%',
  footer,
}: MessageFrameProps) {
  const sender = `${message.from.firstName} ${message.from.lastName}`.trim();
  return (
    <Box
      data-message-key={message.key}
      data-testid="chat-message"
      aria-label={mine ? 'Your message' : `Message from ${sender}`}
      sx={{
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        gap: 1,
        px: 2,
        pt: showSender ? 1.25 : 0.25,
        opacity: tick === 'pending' ? 0.6 : 1,
        transition: 'opacity 200ms',
      }}
    >
      {!mine && (
        <Box sx={{ width: 32, flexShrink: 0 }}>
          {showSender && <Avatar src={avatarSource(message.from)} alt="" sx={{ width: 32, height: 32 }} />}
        </Box>
      )}
      <Box sx={{ maxWidth: columnMaxWidth, minWidth: 0, display: 'grid', justifyItems: mine ? 'end' : 'start' }}>
        {!mine && showSender && (
          <Typography variant="caption" sx={{ fontWeight: 800, color: 'text.secondary', ml: 0.5 }}>
            {sender}
          </Typography>
        )}
        <Box
          sx={[
            {
              px: 1.5,
              py: 1,
              borderRadius: mine ? '18px 18px 6px 18px' : '18px 18px 18px 6px',
              bgcolor: mine ? 'primary.main' : '#eef2f8',
              color: mine ? 'primary.contrastText' : 'text.primary',
              minWidth: 0,
              maxWidth: '100%',
            },
            ...(Array.isArray(bubbleSx) ? bubbleSx : [bubbleSx]),
          ]}
        >
          {children}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, mx: 0.5 }}>
          <Typography component="time" dateTime={message.createdAt} sx={{ fontSize: 11, color: 'text.secondary' }}>
            {formatMessageTime(message.createdAt)}
          </Typography>
          {tick && <MessageTicks state={tick} />}
          {footer}
        </Box>
      </Box>
    </Box>
  );
}
