import { proctoringTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../ui/PageLoader';
import { fetchProctoringConsent } from './proctoring.api';

/**
 * Before a proctored quiz (ADR 0082): what is recorded, who sees it and how long it is kept, in plain words, and one
 * button that asks for the camera and the screen and starts. For a child whose guardians have not agreed, no button.
 * After a reload (`resume`), the same screen asks to share again before the questions show.
 */
export function ProctoringConsent({
  assignment,
  resume,
  onStart,
}: {
  assignment: string;
  resume: boolean;
  onStart: () => Promise<void>;
}) {
  const consent = useQuery({
    queryKey: ['quizzes', 'proctoring-consent', assignment],
    queryFn: () => fetchProctoringConsent(assignment),
  });
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  if (consent.isError)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error">{consent.error.message}</Alert>
      </Box>
    );
  if (!consent.data) return <PageLoader />;
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await onStart();
    } catch (e) {
      setError(e instanceof Error ? e.message : proctoringTexts.needScreen);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1.5, sm: 4 }, maxWidth: 680, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p">
          {consent.data.quizTitle}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {proctoringTexts.title}
        </Typography>
        <Typography variant="subtitle2" component="h2">
          What is recorded
        </Typography>
        <Typography sx={{ mb: 2 }}>{proctoringTexts.recorded}</Typography>
        <Typography variant="subtitle2" component="h2">
          Who sees it
        </Typography>
        <Typography sx={{ mb: 2 }}>{proctoringTexts.whoSees}</Typography>
        <Typography variant="subtitle2" component="h2">
          How long it is kept
        </Typography>
        <Typography sx={{ mb: 3 }}>{proctoringTexts.kept(consent.data.retentionDays)}</Typography>
        {consent.data.consent === 'guardianConsentMissing' ? (
          <Alert severity="warning">{proctoringTexts.guardianMissing}</Alert>
        ) : (
          <>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Button variant="contained" size="large" disabled={starting} onClick={() => void start()}>
              {resume ? proctoringTexts.resume : proctoringTexts.agree}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
