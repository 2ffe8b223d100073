import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatClockTime } from '../../lib/format';
import { personName } from '../../lib/people';
import { FormActions } from '../../ui/form/FormActions';
import { CalendarGrid } from './CalendarGrid';
import { endSlots, hasFreeSlot, isPastDay, startSlots } from './slots';
import { TimeSlotList } from './TimeSlotList';
import { useNewSchedule } from './useNewSchedule';

/** The "New schedule" flow (platform spec 5.3): program, student and tutors, a day, then start and end times. */
export function NewScheduleForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const flow = useNewSchedule(onCreated);
  const now = new Date();
  const { busy, day, start } = flow;
  const starts = useMemo(() => (day ? startSlots(day, busy, new Date()) : []), [day, busy]);
  const ends = useMemo(() => (start ? endSlots(start, busy) : []), [start, busy]);
  const { errors } = flow;

  return (
    <Stack
      spacing={2.5}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
    >
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <TextField
        select
        label="Program"
        value={flow.programKey}
        onChange={(event) => flow.chooseProgram(event.target.value)}
        error={Boolean(errors.programKey)}
        helperText={errors.programKey}
      >
        {flow.programs.map((program) => (
          <MenuItem key={program.key} value={program.key}>
            {program.title}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label="Student"
          value={flow.studentKey}
          disabled={!flow.programKey}
          onChange={(event) => flow.chooseStudent(event.target.value)}
          error={Boolean(errors.studentKey)}
          helperText={errors.studentKey ?? (flow.programKey && !flow.students.length ? 'No student is enrolled' : '')}
        >
          {flow.students.map((student) => (
            <MenuItem key={student.key} value={student.key}>
              {personName(student)} {student.email ? `(${student.email})` : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="Tutors"
          value={flow.tutorKeys}
          disabled={!flow.programKey}
          slotProps={{ select: { multiple: true } }}
          onChange={(event) => flow.chooseTutors(event.target.value as unknown as string[])}
          error={Boolean(errors.tutorKeys)}
          helperText={errors.tutorKeys}
        >
          {flow.tutors.map((tutor) => (
            <MenuItem key={tutor.key} value={tutor.key}>
              {personName(tutor)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {flow.studentKey && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <CalendarGrid
            month={flow.month}
            onMonthChange={flow.setMonth}
            selected={day}
            onSelect={flow.chooseDay}
            isDisabled={(candidate) => isPastDay(candidate, now) || !hasFreeSlot(candidate, busy, now)}
            now={now}
          />
          {flow.loadingBusy && <CircularProgress size={20} aria-label="Checking availability" />}
          {day && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1, minWidth: 240 }}>
              <TimeSlotList
                label="Start time"
                slots={starts}
                selected={start}
                onSelect={flow.chooseStart}
                error={errors.time}
                hideDisabled
              />
              {start && (
                <TimeSlotList
                  label="End time"
                  slots={ends}
                  selected={flow.end}
                  onSelect={flow.setEnd}
                  error={errors.endTime}
                />
              )}
            </Stack>
          )}
        </Box>
      )}
      {!day && flow.studentKey && (errors.time || errors.endTime) && (
        <Alert severity="error">{errors.time ?? errors.endTime}</Alert>
      )}
      {start && flow.end && (
        <Typography color="text.secondary">
          {day?.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })},{' '}
          {formatClockTime(start)} – {formatClockTime(flow.end)}
        </Typography>
      )}
      <FormActions pending={flow.submitting} onCancel={onCancel}>
        Create schedule
      </FormActions>
    </Stack>
  );
}
