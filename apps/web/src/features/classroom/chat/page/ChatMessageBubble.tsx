import type { TickState } from '@chalkline/contracts';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import { RichTextView } from '../../../../ui/rich-text/RichTextView';
import { MessageFrame } from '../MessageFrame';
import type { LocalMessage } from '../messages';
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
  return (
    <MessageFrame
      message={message}
      mine={mine}
      tick={tick}
      showSender={showSender}
      columnMaxWidth="min(80%, 560px)"
      bubbleSx={{ py: 0.75, '& a': { color: mine ? 'inherit' : 'primary.main' } }}
      footer={
        !mine &&
        onReport && (
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
        )
      }
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
    </MessageFrame>
  );
});
