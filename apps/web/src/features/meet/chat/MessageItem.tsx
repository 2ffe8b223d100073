import type { TickState } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { avatarSource } from '../../accounts/UserAvatar';
import type { LocalMessage } from '../connection/classroom-state';
import { ChatImage } from './ChatImage';
import { formatMessageTime } from './formatMessageTime';
import { MessageTicks } from './MessageTicks';

interface MessageItemProps {
  message: LocalMessage;
  mine: boolean;
  /** Ticks of one's own message; null for others' messages. */
  tick: TickState | null;
  /** The first of a run of messages from the same person shows who sent it. */
  showSender: boolean;
  onImageLoad: () => void;
}

/**
 * One chat message. Content is text only (never HTML) with its line breaks kept; a pending message is dimmed
 * with a clock; the first image is shown (classroom spec 3), other attachments as links to open them.
 */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  tick,
  showSender,
  onImageLoad,
}: MessageItemProps) {
  const sender = `${message.from.firstName} ${message.from.lastName}`.trim();
  const image = message.images[0];
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
      <Box sx={{ maxWidth: '80%', minWidth: 0, display: 'grid', justifyItems: mine ? 'end' : 'start' }}>
        {!mine && showSender && (
          <Typography variant="caption" sx={{ fontWeight: 800, color: 'text.secondary', ml: 0.5 }}>
            {sender}
          </Typography>
        )}
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: mine ? '18px 18px 6px 18px' : '18px 18px 18px 6px',
            bgcolor: mine ? 'primary.main' : '#eef2f8',
            color: mine ? 'primary.contrastText' : 'text.primary',
            minWidth: 0,
            maxWidth: '100%',
          }}
        >
          {image && <ChatImage url={image} extra={message.images.length - 1} onLoad={onImageLoad} />}
          {[...message.videos, ...message.audios, ...message.documents].map((src, index) => (
            <Link
              key={src}
              href={src}
              target="_blank"
              rel="noopener"
              sx={{ display: 'block', color: 'inherit', fontWeight: 700, fontSize: 14 }}
              data-testid="chat-attachment"
            >
              {message.videos.includes(src) ? 'Video' : message.audios.includes(src) ? 'Audio' : 'Document'} {index + 1}
            </Link>
          ))}
          {message.content && (
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 15, mt: image ? 0.75 : 0 }}>
              {message.content}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, mx: 0.5 }}>
          <Typography component="time" dateTime={message.createdAt} sx={{ fontSize: 11, color: 'text.secondary' }}>
            {formatMessageTime(message.createdAt)}
          </Typography>
          {tick && <MessageTicks state={tick} />}
        </Box>
      </Box>
    </Box>
  );
});
