import EventRounded from '@mui/icons-material/EventRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../../../lib/format';
import type { LinkValidation } from '../meet.api';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The lesson the link is for, when the link names one (its program and time). */
export function LessonCard({ validation }: { validation: LinkValidation }) {
  const { schedule, program } = validation;
  if (!schedule && !program?.title) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 2,
        borderRadius: '18px',
        bgcolor: 'rgba(31, 111, 235, 0.07)',
        color: 'primary.dark',
      }}
    >
      <EventRounded />
      <Box sx={{ minWidth: 0 }}>
        {program?.title && <Typography sx={{ fontWeight: 800 }}>{program.title}</Typography>}
        {schedule && (
          <Typography variant="body2">
            {formatLongDate(schedule.time)} · {clock(schedule.time)} – {clock(schedule.endTime)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
