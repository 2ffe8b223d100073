import { maxMessageLength } from '@chalkline/contracts';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { ImagePreviews } from './ImagePreviews';

const maxImages = 10;

/**
 * Writes a message (platform spec 2.7 chat composer): Enter sends, Shift+Enter starts a new line, images
 * can be attached. The message shows at once as pending and the composer clears; sending an empty message
 * does nothing. Keystrokes tell the others someone is typing (R20).
 */
export function Composer() {
  const connection = useConnection();
  const ready = useClassroom((s) => s.rooms.length > 0);
  const uploading = useClassroom((s) => s.messages.list.some((m) => m.uploading));
  // Guests have no account to upload with (R21 uploads need a signed-in person).
  const isGuest = useClassroom((s) => s.you?.kind === 'guest');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const picker = useRef<HTMLInputElement>(null);

  const handleSend = () => {
    if (!connection.chat.send(text, files)) return;
    setText('');
    setFiles([]);
    connection.stopTyping();
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value) connection.keystroke();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleSend();
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
    setFiles((current) => [...current, ...picked].slice(0, maxImages));
    event.target.value = '';
  };

  return (
    <Box sx={{ p: 1.5, pt: 0.5 }}>
      <ImagePreviews files={files} onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 0.5,
          pl: 0.5,
          pr: 0.5,
          py: 0.5,
          borderRadius: '28px',
          border: 1,
          borderColor: 'divider',
          bgcolor: '#f7f9fc',
          '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper' },
        }}
      >
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={handlePick}
          aria-label="Attach images"
        />
        {!isGuest && (
          <Tooltip title="Add a picture">
            <IconButton aria-label="Add images" onClick={() => picker.current?.click()} disabled={!ready}>
              <AddPhotoAlternateRounded />
            </IconButton>
          </Tooltip>
        )}
        <InputBase
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          placeholder="Write a message…"
          multiline
          maxRows={6}
          fullWidth
          inputProps={{ maxLength: maxMessageLength, 'aria-label': 'Message' }}
          sx={{ py: 1, fontSize: 15 }}
        />
        <IconButton
          aria-label="Send message"
          color="primary"
          onClick={handleSend}
          disabled={!ready}
          sx={{
            bgcolor: text.trim() || files.length ? 'primary.main' : 'transparent',
            color: text.trim() || files.length ? 'common.white' : 'primary.main',
            '&:hover': { bgcolor: 'primary.dark', color: 'common.white' },
          }}
        >
          {uploading ? <CircularProgress size={20} color="inherit" /> : <SendRounded />}
        </IconButton>
      </Box>
    </Box>
  );
}
