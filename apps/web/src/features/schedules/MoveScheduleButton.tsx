import type { ScheduleSummary } from '@chalkline/contracts';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../ui/DateField';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { moveSchedule, timeRange } from './schedules.api';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clockOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The new start and end of a lesson moved to `day` at `clock` (local time), keeping its length. */
export function movedTimes(lesson: Pick<ScheduleSummary, 'time' | 'endTime'>, day: string, clock: string) {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = clock.split(':').map(Number);
  const start = new Date(y!, m! - 1, d!, h!, min!);
  const length = Date.parse(lesson.endTime) - Date.parse(lesson.time);
  return { time: start.toISOString(), endTime: new Date(start.getTime() + length).toISOString() };
}

/**
 * Moves an unheld lesson to another day and start (admins holding Schedules: edit); it keeps its length, the server
 * refuses a past or busy time with its reason, and the student and tutors are told (ADR 0065).
 */
export function MoveScheduleButton({ lesson, label }: { lesson: ScheduleSummary; label: string }) {
  const start = new Date(lesson.time);
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(dayOf(start));
  const [clock, setClock] = useState(clockOf(start));
  const toast = useToast();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: () => moveSchedule(lesson.key, movedTimes(lesson, day, clock)),
    onSuccess: async (answer) => {
      setOpen(false);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });

  return (
    <>
      <Tooltip title="Move">
        <IconButton aria-label={`Move ${label}`} onClick={() => setOpen(true)}>
          <EventRepeatRounded />
        </IconButton>
      </Tooltip>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Move lesson"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => move.mutate()} disabled={!day || !clock || move.isPending}>
              Move
            </Button>
          </>
        }
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {label}, now {timeRange(lesson.time, lesson.endTime)}. The student and tutors are told of the new time.
          </Typography>
          {move.isError && <Alert severity="error">{move.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField label="New day" value={day} onChange={setDay} sx={{ flex: 1 }} />
            <TextField
              label="Starts at"
              type="time"
              value={clock}
              onChange={(e) => setClock(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
