import type { ScheduleSummary } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCan } from '../../lib/permissions';
import { DataGrid } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { AltMeetingLinkNotice } from '../calendar/AltMeetingLinkNotice';
import { AwaitingReports, ReportDialogFromAddress } from '../lesson-reports/AwaitingReports';
import { useReportParam } from '../lesson-reports/reportParam';
import { LessonAttendanceButton } from './LessonAttendanceButton';
import { ScheduleTimeFilter, useScheduleTime } from './ScheduleTimeFilter';
import { JoinLink, scheduleColumns } from './scheduleColumns';
import { fetchSchedules, isJoinable, markSchedule } from './schedules.api';

/** "Mark as held" for a tutor's lesson that has started and is not marked yet. */
function MarkButton({ schedule }: { schedule: ScheduleSummary }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => markSchedule(schedule.key),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
    onError: (error) => toast.error(error.message),
  });
  if (schedule.kept || new Date(schedule.time).getTime() > Date.now()) return null;
  return (
    <Button size="small" variant="outlined" loading={mark.isPending} onClick={() => mark.mutate()}>
      Mark as held
    </Button>
  );
}

/**
 * /accounts/schedules: the student's or tutor's own lessons with Join and Add to calendar; tutors mark lessons held.
 * The school's Alternative Meeting Link heads the list when it has one (ADR 0062).
 */
export function MySchedulesPage() {
  const user = useSession();
  const time = useScheduleTime();
  // Every lesson listed here is the viewer's own: a tutor teaches it.
  const mayMark = userCan(user, 'schedules.mark', ['teaches']);
  const maySeeAttendance = userCan(user, 'lessons.attendance', ['teaches']);
  const mayReport = userCan(user, 'lessonReports.write', ['teaches']);
  const [, openReport] = useReportParam();
  const columns = scheduleColumns({
    showStudentEmail: false,
    actions: (row) => (
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <JoinLink schedule={row} />
        {isJoinable(row) && <AddToCalendarButton scheduleKey={row.key} programTitle={row.program.title} />}
        {maySeeAttendance && <LessonAttendanceButton schedule={row} />}
        {mayMark && <MarkButton schedule={row} />}
        {mayReport && new Date(row.time).getTime() <= Date.now() && (
          <Button size="small" variant="text" onClick={() => openReport(row.key)}>
            Report
          </Button>
        )}
      </Stack>
    ),
  });

  return (
    <ListPage title="My Schedules">
      <Box sx={{ mb: 2, display: 'grid', gap: 2 }}>
        <AltMeetingLinkNotice variant="banner" />
        {mayReport && <AwaitingReports />}
        <ScheduleTimeFilter />
      </Box>
      <DataGrid
        queryKey={['schedules', 'own', time]}
        columns={columns}
        fetcher={(page, limit) => fetchSchedules('own', page, limit, time)}
        getRowId={(row) => row.key}
        ariaLabel="My schedules"
        emptyMessage="No lessons here yet."
      />
      {mayReport && <ReportDialogFromAddress />}
    </ListPage>
  );
}
