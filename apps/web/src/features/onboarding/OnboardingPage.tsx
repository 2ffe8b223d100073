import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accountsPaths, mainPaths } from '../../lib/paths';
import { useToast } from '../../ui/toast';
import { useSessionState } from '../auth/useSession';
import { fetchPrograms, onboard } from '../programs/programs.api';

/** /tutors/onboarding: a student with no enrolment picks programs (POST /students/onboarding), then the dashboard. */
export function OnboardingPage() {
  const session = useSessionState();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const programs = useQuery({ queryKey: ['programs', 'onboarding'], queryFn: () => fetchPrograms(1, 100) });
  const save = useMutation({
    mutationFn: () => onboard(chosen),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      // Drop the cached empty list: a stale hit would send the dashboard straight back here.
      queryClient.removeQueries({ queryKey: ['enrolments'] });
      navigate(accountsPaths.dashboard);
    },
  });

  if (session.status === 'anonymous') return <Navigate to={`${mainPaths.login}?next=/tutors/onboarding`} replace />;
  const toggle = (key: string) =>
    setChosen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Choose your programs
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Pick what you would like to learn. You can add more programs later.
        </Typography>
        {save.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {save.error.message}
          </Alert>
        )}
        {programs.isPending && <Skeleton variant="rounded" height={160} />}
        <Stack>
          {programs.data?.items.map((program) => (
            <FormControlLabel
              key={program.key}
              control={<Checkbox checked={chosen.includes(program.key)} onChange={() => toggle(program.key)} />}
              label={`${program.title} · ${program.category.title}`}
            />
          ))}
        </Stack>
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          disabled={chosen.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Continue
        </Button>
      </Paper>
    </Container>
  );
}
