import { ageBands, type DemoBookingInput, demoBookingInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { FormTextField } from '../../../ui/form/FormTextField';
import { PageLoader } from '../../../ui/PageLoader';
import { bookDemo, fetchBookedDates } from '../website.api';
import { Honeypot } from './Honeypot';
import { MonthCalendar } from './MonthCalendar';
import { hasFreeSlot, slotsByDay } from './slots';

const bookedKey = ['website', 'booked-dates'] as const;
const empty: DemoBookingInput = {
  names: '',
  email: '',
  phone: '',
  studentName: '',
  ageBand: '8-10',
  interest: '',
  message: '',
  time: '',
  website: '',
};
const timeOf = (d: Date) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Book a free demo lesson: a date from the calendar (past days and full days disabled), a free time of that day
 * (past and taken times disabled), and who it is for. The booking creates the demo classroom and mails its link.
 */
export function BookDemoForm() {
  const queryClient = useQueryClient();
  const booked = useQuery({ queryKey: bookedKey, queryFn: fetchBookedDates, refetchInterval: 60_000 });
  const [day, setDay] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Read again whenever the booked dates are (what is past moves on with them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is re-read on each refetch on purpose
  const now = useMemo(() => new Date(), [booked.dataUpdatedAt]);
  const days = useMemo(() => slotsByDay(now, booked.data?.booked ?? []), [now, booked.data]);
  const form = useForm<z.input<typeof demoBookingInput>, unknown, z.output<typeof demoBookingInput>>({
    resolver: zodResolver(demoBookingInput),
    defaultValues: empty,
  });
  const chosen = form.watch('time');

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const res = await bookDemo(values);
      setDone(
        `${res.message} (${new Date(values.time).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' })})`,
      );
      form.reset({ ...empty, time: '' });
    } catch (error) {
      applyServerErrors(error, form.setError);
    } finally {
      await queryClient.invalidateQueries({ queryKey: bookedKey });
    }
  });

  if (booked.isPending) return <PageLoader />;
  const slots = day ? (days.get(day) ?? []) : [];
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={3}
      aria-label="Book a demo"
      sx={{ position: 'relative' }}
    >
      {done && <Alert severity="success">{done}</Alert>}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            1. Choose a date
          </Typography>
          <MonthCalendar
            today={now}
            value={day}
            onChange={(next) => {
              setDay(next);
              form.setValue('time', '');
            }}
            isEnabled={(key) => hasFreeSlot(days.get(key))}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            2. Choose a time
          </Typography>
          {!day ? (
            <Typography color="text.secondary">Pick a date to see its times (shown in your own time zone).</Typography>
          ) : (
            <Box
              role="group"
              aria-label="Times"
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}
            >
              {slots.map((slot) => {
                const iso = slot.time.toISOString();
                const unavailable = slot.taken || slot.past;
                return (
                  <Button
                    key={iso}
                    variant={chosen === iso ? 'contained' : 'outlined'}
                    disabled={unavailable}
                    aria-pressed={chosen === iso}
                    data-slot={iso}
                    onClick={() => form.setValue('time', iso, { shouldValidate: true })}
                  >
                    {timeOf(slot.time)}
                    {slot.taken ? ' · Taken' : ''}
                  </Button>
                );
              })}
            </Box>
          )}
          {form.formState.errors.time && <FormHelperText error>{form.formState.errors.time.message}</FormHelperText>}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          3. Tell us about the learner
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="names" label="Your names" required fullWidth />
            <FormTextField control={form.control} name="email" label="Email address" type="email" required fullWidth />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="studentName" label="Learner's name" required fullWidth />
            <FormSelectField
              control={form.control}
              name="ageBand"
              label="Learner's age"
              options={ageBands.map((band) => ({ value: band, label: `${band} years` }))}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="phone" label="Phone (optional)" fullWidth />
            <FormTextField control={form.control} name="interest" label="Subject of interest (optional)" fullWidth />
          </Stack>
          <FormTextField
            control={form.control}
            name="message"
            label="Anything we should know? (optional)"
            multiline
            minRows={3}
            fullWidth
          />
          <Honeypot register={form.register('website')} />
          <FormSubmitButton pending={form.formState.isSubmitting} disabled={!chosen} sx={{ alignSelf: 'flex-start' }}>
            Book my demo
          </FormSubmitButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
