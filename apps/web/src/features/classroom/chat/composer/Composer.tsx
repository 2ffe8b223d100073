import { platform } from '@chalkline/contracts';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import AudiotrackRounded from '@mui/icons-material/AudiotrackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { compressImage } from '../../../../lib/compressImage';
import { isRichTextEmpty, RichTextEditor } from '../../../../ui/rich-text';
import {
  type AttachmentCategory,
  attachmentCategories,
  categoryAccept,
  categoryLabels,
  categoryLimits,
  checkAttachment,
} from './attachments';
import { EmojiPicker } from './EmojiPicker';
import { loadShortcodes, mayHaveShortcode, replaceShortcodes } from './emojiShortcodes';
import { htmlToPlainText } from './plainText';

/** What the composer hands over: the message (HTML, or plain text) and its files, all of one category. */
export interface ComposerDraft {
  content: string;
  files: File[];
  category: AttachmentCategory | null;
}

export interface ComposerProps {
  /** Adds the message (shown at once as unsent) and sends it; answers false when it was not taken. */
  onSend: (draft: ComposerDraft) => boolean;
  /** A keystroke, for "is typing" (sent at most every 2 s by the caller). */
  onTyping?: () => void;
  /** A message of this conversation is uploading or sending: the send button spins. */
  busy?: boolean;
  disabled?: boolean;
  /** `text` for the meeting chat (classroom spec 3: text with line breaks); `html` for the platform chat. */
  format?: 'html' | 'text';
  /** Which attachment pickers to offer (none for guests). */
  categories?: readonly AttachmentCategory[];
  placeholder?: string;
}

const icons: Record<AttachmentCategory, ReactNode> = {
  images: <ImageRounded />,
  videos: <VideocamRounded />,
  audios: <AudiotrackRounded />,
  documents: <AttachFileRounded />,
};

/**
 * The chat composer (platform spec 2.7, 9), shared by the Chat page and the meeting chat: rich text (compact
 * toolbar, Enter sends), emoji shortcodes become emoji, an emoji picker, and attachments of one category at a
 * time (the other pickers hide until it is removed). Send does nothing with no text and no files.
 */
export function Composer({
  onSend,
  onTyping,
  busy = false,
  disabled = false,
  format = 'html',
  categories = attachmentCategories,
  placeholder = 'Write a message…',
}: ComposerProps) {
  const [html, setHtml] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<AttachmentCategory | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pickers = useRef<Partial<Record<AttachmentCategory, HTMLInputElement | null>>>({});
  const latest = useRef({ html, files, category });
  latest.current = { html, files, category };

  const handleChange = (next: string) => {
    setHtml(next);
    if (next) onTyping?.();
    // A completed `:shortcode:` turns into its emoji as it is typed.
    if (mayHaveShortcode(next))
      void loadShortcodes().then((table) => {
        const replaced = replaceShortcodes(latest.current.html, table);
        if (replaced !== latest.current.html) setHtml(replaced);
      });
  };

  const handleSend = async () => {
    const current = latest.current;
    if (disabled || preparing || (isRichTextEmpty(current.html) && !current.files.length)) return;
    const withEmoji = mayHaveShortcode(current.html)
      ? replaceShortcodes(current.html, await loadShortcodes())
      : current.html;
    const content = format === 'text' ? htmlToPlainText(withEmoji) : isRichTextEmpty(withEmoji) ? '' : withEmoji;
    if (!onSend({ content, files: current.files, category: current.files.length ? current.category : null })) return;
    setHtml('');
    setFiles([]);
    setCategory(null);
    setError(null);
  };

  const handlePick = (picked: AttachmentCategory) => async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = chosen.map((file) => checkAttachment(file, picked)).find(Boolean);
    const accepted = chosen.filter((file) => !checkAttachment(file, picked));
    setError(refused ?? null);
    if (!accepted.length) return;
    setPreparing(true);
    try {
      const ready = picked === 'images' ? await Promise.all(accepted.map(compressImage)) : accepted;
      setCategory(picked);
      setFiles((current) => [...current, ...ready].slice(0, categoryLimits[picked]));
    } catch {
      setError('That image could not be prepared. Please try another one.');
    } finally {
      setPreparing(false);
    }
  };

  const removeFile = (index: number) => {
    const left = files.filter((_, i) => i !== index);
    setFiles(left);
    if (!left.length) setCategory(null);
  };

  const insertEmoji = (emoji: string) => {
    const base = html || '<p></p>';
    setHtml(base.endsWith('</p>') ? `${base.slice(0, -4)}${emoji}</p>` : `${base}${emoji}`);
  };

  const shown = categories.filter((c) => !category || c === category);
  const spinning = busy || preparing;
  const canSend = !isRichTextEmpty(html) || files.length > 0;
  return (
    <Box sx={{ p: 1.5, pt: 0.5 }} data-testid="chat-composer">
      {error && (
        <Alert severity="warning" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }} aria-label="Attachments">
          {files.map((file, index) => (
            <Chip
              key={`${file.name}-${file.size}-${file.lastModified}`}
              label={file.name}
              onDelete={() => removeFile(index)}
              deleteIcon={<CloseRounded aria-label={`Remove ${file.name}`} />}
              sx={{ maxWidth: 220 }}
            />
          ))}
        </Box>
      )}
      <RichTextEditor
        value={html}
        onChange={handleChange}
        toolbar="compact"
        onEnter={() => void handleSend()}
        minHeight={platform.chatEditor.minHeight}
        maxHeight={files.length ? platform.chatEditor.maxHeightWithAttachments : platform.chatEditor.maxHeight}
        placeholder={placeholder}
        ariaLabel="Message"
        disabled={disabled}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mt: 0.5, flexWrap: 'wrap' }}>
        <EmojiPicker onPick={insertEmoji} disabled={disabled} />
        {shown.map((c) => (
          <Box key={c} component="span">
            <input
              ref={(node) => {
                pickers.current[c] = node;
              }}
              type="file"
              hidden
              multiple={categoryLimits[c] > 1}
              accept={categoryAccept[c]}
              onChange={(event) => void handlePick(c)(event)}
              aria-label={categoryLabels[c]}
              data-testid={`chat-pick-${c}`}
            />
            <Tooltip title={categoryLabels[c]}>
              <span>
                <IconButton
                  aria-label={categoryLabels[c]}
                  disabled={disabled || files.length >= categoryLimits[c]}
                  onClick={() => pickers.current[c]?.click()}
                >
                  {icons[c]}
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-label="Send message"
          color="primary"
          onClick={() => void handleSend()}
          disabled={disabled}
          sx={{
            bgcolor: canSend ? 'primary.main' : 'transparent',
            color: canSend ? 'common.white' : 'primary.main',
            '&:hover': { bgcolor: 'primary.dark', color: 'common.white' },
          }}
        >
          {spinning ? <CircularProgress size={20} color="inherit" aria-label="Sending" /> : <SendRounded />}
        </IconButton>
      </Box>
    </Box>
  );
}
