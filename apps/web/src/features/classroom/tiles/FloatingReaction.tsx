import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Emoji } from '../../../ui/Emoji';
import type { ActiveReaction } from '../connection/classroom-state';
import { emojiFontFamily } from '../emojiFont';

const floatUp = keyframes`
  0% { transform: translate(-50%, 30px) scale(0.4); opacity: 0; }
  12% { transform: translate(-50%, 0) scale(1.15); opacity: 1; }
  20% { transform: translate(-50%, 0) scale(1); }
  85% { opacity: 1; }
  100% { transform: translate(-50%, -46px) scale(1); opacity: 0; }
`;

/** A reaction rising over a tile for its 5 s lifetime (the store removes it after that). */
export function FloatingReaction({ reaction }: { reaction: ActiveReaction }) {
  return (
    <Box
      key={reaction.id}
      role="img"
      aria-label={`Reaction ${reaction.value}`}
      data-testid="floating-reaction"
      sx={{
        position: 'absolute',
        left: '50%',
        top: '22%',
        fontSize: 'clamp(32px, 11cqi, 76px)',
        lineHeight: 1,
        fontFamily: emojiFontFamily,
        pointerEvents: 'none',
        filter: 'drop-shadow(0 6px 12px rgba(0,0,0,0.3))',
        animation: `${floatUp} 5s ease-out forwards`,
      }}
    >
      <Emoji char={reaction.value} />
    </Box>
  );
}
