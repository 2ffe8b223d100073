import { hostControlTexts, type TickState } from '@chalkline/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { ChatImage } from './ChatImage';
import { MessageFrame } from './MessageFrame';
import type { LocalMessage } from './messages';

interface MessageItemProps {
  message: LocalMessage;
  mine: boolean;
  /** Ticks of one's own message; null for others' messages. */
  tick: TickState | null;
  /** The first of a run of messages from the same person shows who sent it. */
  showSender: boolean;
  onImageLoad: () => void;
  /** A host removes the message for everyone (ADR 0081); absent for others and for messages not sent yet. */
  onRemove?: (message: LocalMessage) => void;
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
  onRemove,
}: MessageItemProps) {
  const image = message.images[0];
  return (
    <MessageFrame message={message} mine={mine} tick={tick} showSender={showSender}>
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
      {onRemove && (
        <IconButton
          size="small"
          aria-label={`${hostControlTexts.removeMessage} from ${message.from.firstName} ${message.from.lastName}`.trim()}
          onClick={() => onRemove(message)}
          sx={{ color: 'inherit', opacity: 0.8, float: 'right', mt: -0.5 }}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      )}
    </MessageFrame>
  );
});
