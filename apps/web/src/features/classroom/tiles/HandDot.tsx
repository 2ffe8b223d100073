import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Emoji } from '../../../ui/Emoji';
import { emojiFontFamily } from '../emojiFont';

const wave = keyframes`
  0%, 60%, 100% { transform: rotate(0deg); }
  10%, 30% { transform: rotate(14deg); }
  20%, 40% { transform: rotate(-8deg); }
`;

/** The raised-hand marker others see on a tile (classroom spec 4 "Hand"). */
export function HandDot() {
  return (
    <Box
      role="img"
      aria-label="Hand raised"
      data-testid="hand-dot"
      sx={{
        position: 'absolute',
        top: 10,
        left: 10,
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: 20,
        fontFamily: emojiFontFamily,
        bgcolor: 'warning.main',
        boxShadow: '0 4px 12px rgba(245, 138, 7, 0.5)',
        '& > span': {
          display: 'inline-block',
          animation: `${wave} 2.4s ease-in-out infinite`,
          transformOrigin: '70% 80%',
        },
      }}
    >
      <span>
        <Emoji char="✋" />
      </span>
    </Box>
  );
}
