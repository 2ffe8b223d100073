import type { ScheduleSummary } from '@chalkline/contracts';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../lib/people';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { AltMeetingLinkNotice } from '../calendar/AltMeetingLinkNotice';
import { ScheduleBadge } from '../schedules/ScheduleBadge';
import { timeRange } from '../schedules/schedules.api';

/**
 * One upcoming lesson: program, time, tutors (and the student for tutors), a Join link to its classroom, Add to
 * calendar, and the school's Alternative Meeting Link when it has one (ADR 0062).
 */
export function UpcomingClassCard({
  schedule,
  showStudent = false,
}: {
  schedule: ScheduleSummary;
  showStudent?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Upcoming class: ${schedule.program.title}`}
      sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {schedule.program.title}
          </Typography>
          <ScheduleBadge schedule={schedule} />
        </Box>
        <Typography variant="body2">{timeRange(schedule.time, schedule.endTime)}</Typography>
        {showStudent && (
          <Typography variant="body2" color="text.secondary">
            Student: {personName(schedule.student)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Tutors: {schedule.tutors.map(personName).join(', ') || '—'}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <AddToCalendarButton scheduleKey={schedule.key} programTitle={schedule.program.title} />
        {schedule.classroomLink && (
          <Button
            variant="contained"
            startIcon={<VideocamRounded />}
            component={RouterLink}
            to={schedule.classroomLink}
            aria-label={`Join ${schedule.program.title}`}
          >
            Join
          </Button>
        )}
      </Box>
      {schedule.classroomLink && (
        <Box sx={{ flexBasis: '100%' }}>
          <AltMeetingLinkNotice />
        </Box>
      )}
    </Paper>
  );
}
