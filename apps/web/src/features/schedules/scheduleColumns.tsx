import type { ScheduleSummary } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../lib/people';
import type { DataGridColumn } from '../../ui/data-grid';
import { ScheduleBadge } from './ScheduleBadge';
import { isJoinable, timeRange } from './schedules.api';

/** Program, student (email for admins only, spec 6), tutors, time and badge; `actions` fills the last column. */
export function scheduleColumns(options: {
  showStudentEmail: boolean;
  actions: (row: ScheduleSummary) => ReactNode;
}): DataGridColumn<ScheduleSummary>[] {
  return [
    {
      key: 'program',
      header: 'Program',
      render: (row) => <Typography sx={{ fontWeight: 600 }}>{row.program.title}</Typography>,
    },
    {
      key: 'student',
      header: 'Student',
      render: (row) => (
        <Box>
          <Typography variant="body2">{personName(row.student)}</Typography>
          {options.showStudentEmail && row.student.email && (
            <Typography variant="caption" color="text.secondary">
              {row.student.email}
            </Typography>
          )}
        </Box>
      ),
    },
    { key: 'tutors', header: 'Tutors', render: (row) => row.tutors.map(personName).join(', ') || '—' },
    { key: 'time', header: 'Time', render: (row) => timeRange(row.time, row.endTime) },
    { key: 'badge', header: 'Status', render: (row) => <ScheduleBadge schedule={row} /> },
    { key: 'actions', header: 'Actions', align: 'right', render: options.actions },
  ];
}

/** The "Join" link of a lesson still on or to come that has a classroom. */
export function JoinLink({ schedule }: { schedule: ScheduleSummary }) {
  if (!schedule.classroomLink || !isJoinable(schedule)) return null;
  return (
    <Button
      size="small"
      variant="contained"
      component={RouterLink}
      to={schedule.classroomLink}
      aria-label={`Join ${schedule.program.title}`}
    >
      Join
    </Button>
  );
}
