import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import TimerRounded from '@mui/icons-material/TimerRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clock } from '../../lib/format';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useTimerAnnouncement } from './timerAnnouncements';

/** The sticky bar over a quiz attempt: its title, the time left (red in the last minute), whether answers are saved. */
export function AttemptHeader({
  title,
  subtitle,
  left,
  online,
  pending,
}: {
  title: string;
  subtitle: string;
  /** Milliseconds left, or null before the attempt has a deadline. */
  left: number | null;
  online: boolean;
  /** Answers still waiting in the outbox. */
  pending: number;
}) {
  const low = left !== null && left < 60_000;
  const announcement = useTimerAnnouncement(left);
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            icon={<TimerRounded />}
            color={low ? 'error' : 'primary'}
            label={left === null ? '--:--' : clock(left)}
            aria-label="Time left"
            role="timer"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
          />
          {/* The set points of the timer, read out (timerAnnouncements.ts); the last minute's interrupt. */}
          <Box component="span" aria-live="polite" sx={visuallyHidden} data-testid="timer-announcement">
            {announcement && !announcement.urgent ? announcement.text : ''}
          </Box>
          <Box component="span" aria-live="assertive" sx={visuallyHidden} data-testid="timer-alert">
            {announcement?.urgent ? announcement.text : ''}
          </Box>
          <Chip
            size="small"
            variant="outlined"
            icon={online && pending === 0 ? <CloudDoneRounded /> : <CloudOffRounded />}
            color={online ? (pending ? 'default' : 'success') : 'warning'}
            label={!online ? `Offline · ${pending} waiting` : pending ? `Saving ${pending}…` : 'All answers saved'}
            data-testid="save-status"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
