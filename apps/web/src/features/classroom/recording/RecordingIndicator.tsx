import { familyTexts, recordingTexts } from '@chalkline/contracts';
import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useClassroom } from '../connection/ClassroomContext';
import { useRecorderState } from './RecordingContext';

/**
 * The red recording pill everyone sees while the lesson is recorded (R34), naming who records; the recorder also
 * sees how many chunks still wait to reach the server. An image with a name, not a live region: the classroom's
 * announcer says when a recording starts and stops (ADR 0077). Someone the recording leaves out for want of consent
 * is told so, and a host sees whom it leaves out (ADR 0079).
 */
export function RecordingIndicator({ compact = false }: { compact?: boolean }) {
  const live = useClassroom((s) => s.recording);
  const youAreOut = useClassroom((s) => Boolean(s.you && s.recording?.leftOut.includes(s.you.key)));
  const outNames = useClassroom((s) =>
    s.you?.isHost
      ? s.participants
          .filter((p) => s.recording?.leftOut.includes(p.key))
          .map((p) => `${p.firstName} ${p.lastName}`.trim())
          .join(', ')
      : '',
  );
  const { capturing, pending } = useRecorderState();
  if (!live) return null;
  const by = `${live.initiator.firstName} ${live.initiator.lastName}`.trim();
  const waiting = capturing && pending > 1 ? ` · ${pending - 1} part${pending > 2 ? 's' : ''} waiting to upload` : '';
  const label = youAreOut
    ? familyTexts.youAreLeftOut
    : `${recordingTexts.started} by ${by}${outNames ? `. ${familyTexts.leftOut(outNames.split(', '))}` : ''}`;
  return (
    <Tooltip title={`${label}${waiting}`}>
      <Box
        role="img"
        aria-label={label}
        data-left-out={youAreOut || undefined}
        data-testid="recording-indicator"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: compact ? 0.75 : 1.25,
          py: 0.25,
          borderRadius: 99,
          bgcolor: 'rgba(229, 57, 53, 0.18)',
          border: '1px solid rgba(229, 57, 53, 0.6)',
          color: '#ffcdd2',
          fontSize: 13,
          fontWeight: 700,
          letterSpacing: 0.5,
          whiteSpace: 'nowrap',
        }}
      >
        <FiberManualRecordRounded
          sx={{
            fontSize: 14,
            color: '#e53935',
            animation: 'chalkline-rec 1.6s ease-in-out infinite',
            '@keyframes chalkline-rec': { '50%': { opacity: 0.35 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        REC
        {!compact && (
          <Box component="span" sx={{ fontWeight: 500, ml: 0.5 }}>
            {by}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}
