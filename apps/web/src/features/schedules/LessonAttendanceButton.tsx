import type { LessonAttendance, ScheduleSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatClockTime } from '../../lib/format';
import { Modal } from '../../ui/Modal';
import { fetchLessonAttendance } from './schedules.api';

const minutes = (n: number) => `${n} min`;

/** One person's line: when they were there, and what they did. */
function Attendee({ person, isStudent }: { person: LessonAttendance['people'][number]; isStudent: boolean }) {
  const spans = person.spans
    .map((s) => `${formatClockTime(s.joinedAt)} – ${s.leftAt ? formatClockTime(s.leftAt) : 'now'}`)
    .join(', ');
  const figures = [
    `${minutes(person.minutesPresent)} present (${person.sharePercent}%)`,
    `camera ${minutes(person.minutesCamera)}`,
    `microphone ${minutes(person.minutesMicrophone)}`,
    `${person.handsRaised} ${person.handsRaised === 1 ? 'hand' : 'hands'} raised`,
    `${person.messagesSent} ${person.messagesSent === 1 ? 'message' : 'messages'}`,
  ].join(' · ');
  return (
    <ListItem
      divider
      secondaryAction={
        isStudent ? (
          <Chip
            size="small"
            color={person.attended ? 'success' : 'default'}
            label={person.attended ? 'Attended' : 'Not attended'}
          />
        ) : null
      }
    >
      <ListItemText
        primary={`${person.firstName} ${person.lastName}`}
        secondary={`${spans} · ${figures}`}
        sx={{ pr: isStudent ? 12 : 0 }}
      />
    </ListItem>
  );
}

function AttendanceList({ scheduleKey, studentKey }: { scheduleKey: string; studentKey: string }) {
  const query = useQuery({
    queryKey: ['schedules', 'attendance', scheduleKey],
    queryFn: () => fetchLessonAttendance(scheduleKey),
  });
  if (query.isError) return <Alert severity="error">We couldn’t load the attendance. Please try again.</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={120} />;
  const lesson = query.data;
  if (!lesson.held) return <Typography>This lesson was not held in the classroom.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Held for {minutes(lesson.minutes)}. A student attended when present for at least {lesson.minSharePercent}% of
        it.
      </Typography>
      <List aria-label="Attendance">
        {lesson.people.map((p) => (
          <Attendee key={p.key} person={p} isStudent={p.key === studentKey} />
        ))}
      </List>
    </>
  );
}

/**
 * "Attendance" for a lesson that has started: who was in the classroom, for how long, what they did; the lesson's
 * student is marked attended or not.
 */
export function LessonAttendanceButton({ schedule }: { schedule: Pick<ScheduleSummary, 'key' | 'time' | 'student'> }) {
  const [open, setOpen] = useState(false);
  if (new Date(schedule.time).getTime() > Date.now()) return null;
  return (
    <Modal
      title="Attendance"
      open={open}
      onClose={() => setOpen(false)}
      trigger={
        <Button size="small" variant="text" onClick={() => setOpen(true)}>
          Attendance
        </Button>
      }
    >
      {open ? <AttendanceList scheduleKey={schedule.key} studentKey={schedule.student.key} /> : null}
    </Modal>
  );
}
