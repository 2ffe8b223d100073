import { classroomTexts } from '@chalkline/contracts';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Emoji } from '../../../ui/Emoji';
import { emojiFontFamily } from '../emojiFont';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-8px); opacity: 1; }
`;

const ripple = keyframes`
  0% { transform: scale(0.8); opacity: 0.6; }
  100% { transform: scale(1.6); opacity: 0; }
`;

/** Knocked and waiting for a host (classroom spec 2 "Waiting screen"). */
export function WaitingScreen({ onCancel }: { onCancel: () => void }) {
  return (
    <Box
      role="status"
      sx={{
        mx: 'auto',
        maxWidth: 560,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        py: { xs: 5, md: 8 },
        px: 3,
        bgcolor: 'background.paper',
        borderRadius: '28px',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 18px 40px rgba(23, 32, 58, 0.08)',
      }}
    >
      <Box sx={{ position: 'relative', width: 104, height: 104, display: 'grid', placeItems: 'center' }}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: 'primary.light',
            animation: `${ripple} 2s ease-out infinite`,
          }}
        />
        <Box
          sx={{
            position: 'relative',
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 44,
            fontFamily: emojiFontFamily,
            bgcolor: 'primary.main',
          }}
          aria-hidden
        >
          <Emoji char="🚪" />
        </Box>
      </Box>
      <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {classroomTexts.waitingTitle}
      </Typography>
      <Typography color="text.secondary">{classroomTexts.waitingBody}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              animation: `${bounce} 1.4s ${i * 0.16}s infinite ease-in-out`,
            }}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          textAlign: 'left',
          p: 2,
          borderRadius: '18px',
          bgcolor: 'rgba(31, 111, 235, 0.07)',
          color: 'primary.dark',
        }}
      >
        <MarkEmailReadRounded />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {classroomTexts.requestSent}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onCancel}>
        Leave
      </Button>
    </Box>
  );
}
