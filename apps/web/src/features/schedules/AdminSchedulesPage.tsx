import type { ScheduleSummary } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { personName } from '../../lib/people';
import { userCan } from '../../lib/permissions';
import { DataGrid } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { DeleteScheduleButton } from './DeleteScheduleButton';
import { MoveScheduleButton } from './MoveScheduleButton';
import { NewScheduleForm } from './NewScheduleForm';
import { ScheduleTimeFilter, useScheduleTime } from './ScheduleTimeFilter';
import { JoinLink, scheduleColumns } from './scheduleColumns';
import { fetchSchedules } from './schedules.api';

const actionsOf = (mayMove: boolean) => (row: ScheduleSummary) => {
  const label = `${row.program.title} with ${personName(row.student)}`;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <JoinLink schedule={row} />
      {!row.kept && mayMove && <MoveScheduleButton lesson={row} label={label} />}
      {!row.kept && <DeleteScheduleButton scheduleKey={row.key} label={label} />}
    </Stack>
  );
};

/** /admin/schedules: every lesson, the time filter, "New schedule", moving and deleting unmarked lessons. */
export function AdminSchedulesPage() {
  const time = useScheduleTime();
  const user = useSession();
  const columns = scheduleColumns({ showStudentEmail: true, actions: actionsOf(userCan(user, 'schedules.edit')) });
  const [creating, setCreating] = useState(false);
  const toast = useToast();

  return (
    <ListPage
      title="Schedules"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          New schedule
        </Button>
      }
    >
      <Box sx={{ mb: 2 }}>
        <ScheduleTimeFilter />
      </Box>
      <DataGrid
        queryKey={['schedules', 'admin', time]}
        columns={columns}
        fetcher={(page, limit) => fetchSchedules('admin', page, limit, time)}
        getRowId={(row) => row.key}
        ariaLabel="Schedules"
        emptyMessage="No lessons are scheduled yet."
      />
      <Modal open={creating} onClose={() => setCreating(false)} title="New schedule" maxWidth="md">
        {(close) => (
          <NewScheduleForm
            onCancel={close}
            onCreated={() => {
              toast.success('Schedule created');
              close();
            }}
          />
        )}
      </Modal>
    </ListPage>
  );
}
