import { createDemoSessionInput } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { AccountPicker, type PickedAccount } from '../../ui/AccountPicker';
import { CopyButton } from '../../ui/CopyButton';
import { Modal } from '../../ui/Modal';
import { bookDemoSession } from './liveClasses.api';
import { absoluteLink } from './meetings.api';

type Fields = 'guestName' | 'guestEmail' | 'time' | 'tutorKey';

/** "YYYY-MM-DDTHH:mm" of a datetime-local input, as an ISO time with the browser's offset. */
const isoFromLocal = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * The admin books a demo session (ADR 0012): the guest's name and email, when, and optionally the tutor who
 * hosts it (any tutor may host when none is named). The answer is the link to send the family.
 */
export function BookDemoDialog() {
  const [open, setOpen] = useState(false);
  const [guestName, setGuestName] = useState('');
  const [guestEmail, setGuestEmail] = useState('');
  const [time, setTime] = useState('');
  const [tutor, setTutor] = useState<PickedAccount[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: bookDemoSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classrooms', 'demo-sessions'] }),
    onError: (error) => setErrors({ ...(isApiError(error) ? error.fields : {}), form: error.message }),
  });

  const reset = () => {
    setGuestName('');
    setGuestEmail('');
    setTime('');
    setTutor([]);
    setErrors({});
    book.reset();
  };
  const submit = () => {
    const parsed = createDemoSessionInput.safeParse({
      guestName,
      guestEmail: guestEmail.trim() || undefined,
      time: isoFromLocal(time) || undefined,
      tutorKey: tutor[0]?.key ?? undefined,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields;
        next[field] ??= field === 'time' ? 'Please choose when the demo takes place' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    book.mutate(parsed.data);
  };
  const link = book.data?.data.demo.link;

  return (
    <>
      <Button
        variant="contained"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Book a demo session
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Book a demo session"
        actions={
          link ? (
            <Button variant="contained" onClick={() => setOpen(false)}>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button variant="contained" disabled={book.isPending} onClick={submit}>
                Book demo
              </Button>
            </>
          )
        }
      >
        {link ? (
          <Stack spacing={2}>
            <Alert severity="success">Demo session booked. Send this link to the family and the tutor.</Alert>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ wordBreak: 'break-all' }}>{absoluteLink(link)}</Typography>
              <CopyButton text={absoluteLink(link)} variant="icon" label="Copy demo link" />
            </Stack>
          </Stack>
        ) : (
          <Stack
            spacing={2}
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <TextField
              label="Guest name"
              value={guestName}
              required
              onChange={(event) => setGuestName(event.target.value)}
              error={Boolean(errors.guestName)}
              helperText={errors.guestName}
            />
            <TextField
              label="Guest email"
              type="email"
              value={guestEmail}
              onChange={(event) => setGuestEmail(event.target.value)}
              error={Boolean(errors.guestEmail)}
              helperText={errors.guestEmail}
            />
            <TextField
              label="Date and time"
              type="datetime-local"
              value={time}
              required
              onChange={(event) => setTime(event.target.value)}
              error={Boolean(errors.time)}
              helperText={errors.time}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <AccountPicker
              label="Tutor (optional)"
              memberRole="TUTOR"
              max={1}
              allowTyped={false}
              value={tutor}
              onChange={setTutor}
              error={errors.tutorKey}
              helperText="Leave empty to let any tutor host it."
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
