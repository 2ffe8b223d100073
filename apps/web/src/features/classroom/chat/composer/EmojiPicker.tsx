import { platform } from '@chalkline/contracts';
import EmojiEmotionsRounded from '@mui/icons-material/EmojiEmotionsRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { pickerEmoji } from './emojiSet';

/** The composer's emoji picker (platform spec 9: 350 px high), Twemoji pictures the app serves itself. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Emoji">
        <span>
          <IconButton
            aria-label="Add an emoji"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <EmojiEmotionsRounded />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Emoji' } as object }}
      >
        <Box
          sx={{
            height: platform.emojiPickerHeight,
            width: 'min(320px, 92vw)',
            overflowY: 'auto',
            p: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
            alignContent: 'start',
            gap: 0.5,
          }}
        >
          {pickerEmoji.map(([char, src]) => (
            <ButtonBase
              key={char}
              aria-label={char}
              onClick={() => {
                onPick(char);
                setAnchor(null);
              }}
              sx={{ borderRadius: 1, p: 0.75, '&:hover': { bgcolor: 'action.hover' } }}
            >
              <Box component="img" src={src} alt="" sx={{ width: 26, height: 26 }} draggable={false} />
            </ButtonBase>
          ))}
        </Box>
      </Popover>
    </>
  );
}
