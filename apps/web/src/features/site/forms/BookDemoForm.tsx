import { ageBands, type DemoBookingInput, type demoBookingInput } from '@chalkline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { formatClockTime } from '../../../lib/format';
import { PageLoader } from '../../../ui/PageLoader';
import { PlainButton } from '../../../ui/plain/Button';
import {
  lazyZodResolver,
  PlainAlert,
  PlainFormBox,
  PlainSelectField,
  PlainSubmitButton,
  PlainTextField,
} from '../../../ui/plain/form';
import { bookDemo, fetchBookedDates } from '../website.api';
import styles from './BookDemoForm.module.css';
import { Honeypot } from './Honeypot';
import { MonthCalendar } from './MonthCalendar';
import shared from './SiteForm.module.css';
import { hasFreeSlot, slotsByDay } from './slots';

type Output = z.output<typeof demoBookingInput>;

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
const ageOptions = ageBands.map((band) => ({ value: band, label: `${band} years` }));
const resolver = lazyZodResolver<DemoBookingInput, Output>(() =>
  import('./site.schemas').then((m) => m.demoBookingInput),
);

/**
 * Book a free demo lesson: a date from the calendar (past days and full days disabled), a free time of that day
 * (past and taken times disabled), and who it is for. The booking creates the demo classroom and mails its link.
 * MUI-free; the schema comes when the form is first checked.
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
  const { control, formState, handleSubmit, register, reset, setError, setValue, watch } = useForm<
    DemoBookingInput,
    unknown,
    Output
  >({ resolver, defaultValues: empty });
  const chosen = watch('time');

  const submit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const res = await bookDemo(values);
      setDone(
        `${res.message} (${new Date(values.time).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' })})`,
      );
      reset({ ...empty, time: '' });
    } catch (error) {
      applyServerErrors(error, setError);
    } finally {
      await queryClient.invalidateQueries({ queryKey: bookedKey });
    }
  });

  if (booked.isPending) return <PageLoader />;
  const slots = day ? (days.get(day) ?? []) : [];

  return (
    <PlainFormBox
      label="Book a demo"
      errors={formState.errors}
      onSubmit={submit}
      preload={resolver.preload}
      className={styles.form}
    >
      {done && <PlainAlert severity="success">{done}</PlainAlert>}
      <div className={styles.choose}>
        <div className={shared.paper}>
          <h2 className={styles.step}>1. Choose a date</h2>
          <MonthCalendar
            today={now}
            value={day}
            onChange={(next) => {
              setDay(next);
              setValue('time', '');
            }}
            isEnabled={(key) => hasFreeSlot(days.get(key))}
          />
        </div>
        <div className={shared.paper}>
          <h2 className={styles.step}>2. Choose a time</h2>
          {!day ? (
            <p className={styles.hint}>Pick a date to see its times (shown in your own time zone).</p>
          ) : (
            // biome-ignore lint/a11y/useSemanticElements: a named group of time buttons, not a fieldset of fields
            <div role="group" aria-label="Times" className={styles.times}>
              {slots.map((slot) => {
                const iso = slot.time.toISOString();
                const unavailable = slot.taken || slot.past;
                return (
                  <PlainButton
                    key={iso}
                    variant={chosen === iso ? 'contained' : 'outlined'}
                    disabled={unavailable}
                    aria-pressed={chosen === iso}
                    data-slot={iso}
                    onClick={() => setValue('time', iso, { shouldValidate: true })}
                  >
                    {formatClockTime(slot.time)}
                    {slot.taken ? ' · Taken' : ''}
                  </PlainButton>
                );
              })}
            </div>
          )}
          {formState.errors.time && <p className={shared.error}>{formState.errors.time.message}</p>}
        </div>
      </div>
      <div className={`${shared.paper} ${shared.roomyPaper}`}>
        <h2 className={`${styles.step} ${styles.learnerStep}`}>3. Tell us about the learner</h2>
        <div className={shared.form}>
          <div className={shared.row}>
            <PlainTextField control={control} name="names" label="Your names" required />
            <PlainTextField control={control} name="email" label="Email address" type="email" required />
          </div>
          <div className={shared.row}>
            <PlainTextField control={control} name="studentName" label="Learner's name" required />
            <PlainSelectField control={control} name="ageBand" label="Learner's age" options={ageOptions} />
          </div>
          <div className={shared.row}>
            <PlainTextField control={control} name="phone" label="Phone (optional)" />
            <PlainTextField control={control} name="interest" label="Subject of interest (optional)" />
          </div>
          <PlainTextField control={control} name="message" label="Anything we should know? (optional)" rows={3} />
          <Honeypot register={register('website')} />
          <PlainSubmitButton pending={formState.isSubmitting} disabled={!chosen} className={shared.submit}>
            Book my demo
          </PlainSubmitButton>
        </div>
      </div>
    </PlainFormBox>
  );
}
