import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useClassroom } from '../connection/ClassroomContext';

const blink = keyframes`
  0%, 100% { opacity: 0.3; }
  50% { opacity: 1; }
`;

/** "{first name} is typing..." for each other person typing in the room (classroom spec 5). */
export function TypingLine() {
  const typing = useClassroom((s) => s.typing);
  const you = useClassroom((s) => s.you);
  const others = typing.filter((t) => t.connection !== you?.connection);
  return (
    <Box aria-live="polite" sx={{ minHeight: 24, px: 2.5, display: 'flex', alignItems: 'center', gap: 1 }}>
      {others.length > 0 && (
        <>
          <Box sx={{ display: 'flex', gap: '3px' }} aria-hidden>
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                sx={{
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  animation: `${blink} 1.2s ${i * 0.2}s infinite`,
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 700 }} data-testid="typing-line">
            {others.map((t) => `${t.firstName} is typing...`).join(' ')}
          </Typography>
        </>
      )}
    </Box>
  );
}
