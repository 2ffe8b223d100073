import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../ui/toast';
import { familiesKey, redeemCode } from './families.api';

/** The guardian types the one-time code their child's tutor or the school gave them (ADR 0079). */
export function PairChildForm({ onPaired }: { onPaired?: (childKey: string) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pair = useMutation({
    mutationFn: () => redeemCode(code),
    onSuccess: (answer) => {
      setCode('');
      setError(null);
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: familiesKey });
      onPaired?.(answer.data.child.key);
    },
    onError: (e) => setError(e.message),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    pair.mutate();
  };
  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <Typography variant="h6" component="h2">
        Add a child with a pairing code
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your child’s tutor or the school gives you a code of eight letters and digits. It works once, for a day.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Pairing code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 32, 'aria-describedby': undefined } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="contained" disabled={pair.isPending || !code.trim()} sx={{ mt: 1 }}>
          Add child
        </Button>
      </Box>
    </Box>
  );
}
