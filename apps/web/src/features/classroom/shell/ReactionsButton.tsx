import { reactions } from '@chalkline/contracts';
import EmojiEmotionsRounded from '@mui/icons-material/EmojiEmotionsRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { Emoji } from '../../../ui/Emoji';
import { useConnection } from '../connection/ClassroomContext';
import { emojiFontFamily } from '../emojiFont';
import { ControlButton } from './ControlButton';

const names: Record<(typeof reactions)[number], string> = {
  '👍': 'Thumbs up',
  '🔥': 'Fire',
  '😍': 'Heart eyes',
  '👀': 'Eyes',
  '😱': 'Scream',
  '😢': 'Sad face',
};

/** The six reactions (classroom spec 2); one floats over the sender's tile for everyone for 5 s. */
export function ReactionsButton() {
  const connection = useConnection();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <ControlButton
        label="Reactions"
        caption="React"
        icon={<EmojiEmotionsRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { sx: { borderRadius: 99, mt: -1.5 } } }}
      >
        <Box role="menu" aria-label="Reactions" sx={{ display: 'flex', gap: 0.5, p: 0.75 }}>
          {reactions.map((value) => (
            <IconButton
              key={value}
              role="menuitem"
              aria-label={names[value]}
              onClick={() => {
                connection.react(value);
                setAnchor(null);
              }}
              sx={{
                fontSize: 28,
                fontFamily: emojiFontFamily,
                width: 52,
                height: 52,
                transition: 'transform 120ms',
                '&:hover': { transform: 'scale(1.2)' },
              }}
            >
              <Emoji char={value} />
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
