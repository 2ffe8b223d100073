import { type ChildSummary, type DataRequestKind, maxLength } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useToast } from '../../../ui/toast';
import { askForData, dataRequestsKey } from './dataRequests.api';

const kinds: { value: DataRequestKind; label: string; help: string }[] = [
  {
    value: 'EXPORT',
    label: 'A copy of the data',
    help: 'We put everything we hold into one file you can download for 7 days.',
  },
  {
    value: 'ERASURE',
    label: 'Erase the data',
    help: 'The account is closed and its data erased. This cannot be undone. Invoices are kept, without the name, as the law requires.',
  },
];

/** A guardian asks for an export or erasure of their own data or a child's (ADR 0085). */
export function DataRequestForm({ me, kids }: { me: string; kids: readonly ChildSummary[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [subjectKey, setSubjectKey] = useState(kids[0]?.key ?? me);
  const [kind, setKind] = useState<DataRequestKind>('EXPORT');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => askForData({ subjectKey, kind, reason: reason.trim() || undefined }),
    onSuccess: (answer) => {
      setError(null);
      setReason('');
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: dataRequestsKey });
    },
    onError: (e) => setError(e instanceof ApiError && e.fields ? Object.values(e.fields).join(' ') : e.message),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h6" component="h2">
        Ask for your data
      </Typography>
      <TextField
        select
        label="Whose data"
        value={subjectKey}
        onChange={(e) => setSubjectKey(e.target.value)}
        sx={{ maxWidth: 360 }}
      >
        {kids.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {`${c.firstName} ${c.lastName}`}
          </MenuItem>
        ))}
        <MenuItem value={me}>My own</MenuItem>
      </TextField>
      <FormControl>
        <FormLabel id="data-request-kind">What would you like</FormLabel>
        <RadioGroup
          aria-labelledby="data-request-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as DataRequestKind)}
        >
          {kinds.map((k) => (
            <Box key={k.value} sx={{ mb: 1 }}>
              <FormControlLabel value={k.value} control={<Radio />} label={k.label} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                {k.help}
              </Typography>
            </Box>
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label="Reason (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: maxLength.summary } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={ask.isPending}>
          Send request
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        The school answers each request, usually within a few days. You will get a notification when it is done.
      </Typography>
    </Box>
  );
}
