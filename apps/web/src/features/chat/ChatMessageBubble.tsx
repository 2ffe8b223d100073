import type { TickState } from '@chalkline/contracts';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { RichTextView } from '../../ui/rich-text';
import { avatarSource } from '../accounts/UserAvatar';
import { formatMessageTime } from '../meet/chat/formatMessageTime';
import { MessageTicks } from '../meet/chat/MessageTicks';
import type { LocalMessage } from '../meet/connection/classroom-state';
import { withTwemoji } from './twemoji';

interface Props {
  message: LocalMessage;
  mine: boolean;
  tick: TickState | null;
  showSender: boolean;
  onReport?: (message: LocalMessage) => void;
}

/** One platform chat message: rich text (sanitised by the server), its attachments, time and ticks. */
export const ChatMessageBubble = memo(function ChatMessageBubble({ message, mine, tick, showSender, onReport }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const sender = `${message.from.firstName} ${message.from.lastName}`.trim();
  return (
    <Box
      data-testid="chat-message"
      data-message-key={message.key}
      aria-label={mine ? 'Your message' : `Message from ${sender}`}
      sx={{
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        gap: 1,
        px: 2,
        pt: showSender ? 1.25 : 0.25,
        opacity: tick === 'pending' ? 0.6 : 1,
      }}
    >
      {!mine && (
        <Box sx={{ width: 32, flexShrink: 0 }}>
          {showSender && <Avatar src={avatarSource(message.from)} alt="" sx={{ width: 32, height: 32 }} />}
        </Box>
      )}
      <Box sx={{ maxWidth: 'min(80%, 560px)', minWidth: 0, display: 'grid', justifyItems: mine ? 'end' : 'start' }}>
        {!mine && showSender && (
          <Typography variant="caption" sx={{ fontWeight: 800, color: 'text.secondary', ml: 0.5 }}>
            {sender}
          </Typography>
        )}
        <Box
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: mine ? '18px 18px 6px 18px' : '18px 18px 18px 6px',
            bgcolor: mine ? 'primary.main' : '#eef2f8',
            color: mine ? 'primary.contrastText' : 'text.primary',
            minWidth: 0,
            maxWidth: '100%',
            '& a': { color: mine ? 'inherit' : 'primary.main' },
          }}
        >
          {message.images.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
              {message.images.map((src) => (
                <Box
                  key={src}
                  component="img"
                  src={src}
                  alt="Shared image"
                  loading="lazy"
                  sx={{ maxWidth: 220, maxHeight: 220, borderRadius: 2, objectFit: 'cover' }}
                />
              ))}
            </Box>
          )}
          {message.videos.map((src) => (
            <Box key={src} component="video" src={src} controls sx={{ maxWidth: '100%', borderRadius: 2, my: 0.5 }} />
          ))}
          {message.audios.map((src) => (
            <Box key={src} component="audio" src={src} controls sx={{ maxWidth: '100%', my: 0.5 }} />
          ))}
          {message.documents.map((src, index) => (
            <Link
              key={src}
              href={src}
              target="_blank"
              rel="noopener"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, my: 0.5 }}
              data-testid="chat-document"
            >
              <DescriptionRounded fontSize="small" /> Document {message.documents.length > 1 ? index + 1 : ''}
            </Link>
          ))}
          {message.content && (
            <RichTextView
              html={withTwemoji(message.content)}
              sx={{
                fontSize: 15,
                '& p': { my: 0.25 },
                '& img.emoji': { width: '1.2em', height: '1.2em', verticalAlign: '-0.25em', borderRadius: 0 },
              }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, mx: 0.5 }}>
          <Typography component="time" dateTime={message.createdAt} sx={{ fontSize: 11, color: 'text.secondary' }}>
            {formatMessageTime(message.createdAt)}
          </Typography>
          {tick && <MessageTicks state={tick} />}
          {!mine && onReport && (
            <>
              <IconButton size="small" aria-label="Message options" onClick={(e) => setMenu(e.currentTarget)}>
                <MoreVertRounded sx={{ fontSize: 16 }} />
              </IconButton>
              <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    onReport(message);
                  }}
                >
                  Report this message
                </MenuItem>
              </Menu>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
});
