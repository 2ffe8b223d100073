import { classroomTexts, messages } from '@chalkline/contracts';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { SessionUser } from '../../auth/useSession';
import type { Admission, LinkValidation } from '../meet.api';
import { LessonCard } from './LessonCard';
import { fullName } from './lobbyRules';

export interface JoinPanelValues {
  programId?: string;
  isIncognito: boolean;
  guestName?: string;
}

interface JoinPanelProps {
  user: SessionUser | null;
  validation: LinkValidation;
  admission: Exclude<Admission, { decision: 'refused' }>;
  advisory: boolean;
  /** A guest's name to start from (the name a demo was booked for). */
  guestNameHint?: string;
  incognitoAllowed: boolean;
  onJoin: (values: JoinPanelValues) => Promise<void>;
}

const subtitles = {
  host: 'You can start the class as soon as you’re ready.',
  enter: 'You’ll go straight into the classroom.',
  knock: 'Your tutor will let you in when you join.',
  'choose-program': 'Pick the program this class is for, then join.',
} as const;

/** Who one joins as and the choices before joining (classroom spec 2 "Pre-join lobby", 5). */
export function JoinPanel({
  user,
  validation,
  admission,
  advisory,
  guestNameHint,
  incognitoAllowed,
  onJoin,
}: JoinPanelProps) {
  const [programId, setProgramId] = useState('');
  const [programError, setProgramError] = useState(false);
  const [guestName, setGuestName] = useState(guestNameHint ?? '');
  const [guestError, setGuestError] = useState<string | null>(null);
  const [isIncognito, setIncognito] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const programs = admission.decision === 'choose-program' ? admission.programs : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missingProgram = Boolean(programs && !programId);
    const missingName = !user && guestName.trim().length < 2;
    setProgramError(missingProgram);
    setGuestError(missingName ? 'Please tell us your name' : null);
    if (missingProgram || missingName) return;
    setFailure(null);
    setJoining(true);
    try {
      await onJoin({
        programId: programId || undefined,
        isIncognito: incognitoAllowed && isIncognito,
        guestName: user ? undefined : guestName.trim(),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'We couldn’t join this classroom. Please try again.');
      setJoining(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <Box>
        <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          Welcome {user ? user.firstName : 'Guest'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitles[admission.decision]}
        </Typography>
      </Box>
      <LessonCard validation={validation} />
      {advisory && <Alert severity="info">{classroomTexts.linkAdvisory}</Alert>}
      {user ? (
        <Box sx={{ p: 2, borderRadius: '18px', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Typography variant="overline" color="text.secondary">
            You’re joining as
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 18 }}>{fullName(user)}</Typography>
        </Box>
      ) : (
        <TextField
          label="Your name"
          value={guestName}
          onChange={(event) => setGuestName(event.target.value)}
          error={Boolean(guestError)}
          helperText={guestError ?? 'You’re joining as a guest.'}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      )}
      {programs && (
        <TextField
          select
          label="Select a program"
          value={programId}
          onChange={(event) => {
            setProgramId(event.target.value);
            setProgramError(false);
          }}
          error={programError}
          helperText={programError ? messages.noProgramChosen : ' '}
        >
          {programs.map((program) => (
            <MenuItem key={program.key} value={program.key}>
              {program.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {incognitoAllowed && (
        <Box sx={{ p: 2, borderRadius: '18px', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'secondary.main' }}>
            <VisibilityOffRounded fontSize="small" />
            <Typography sx={{ fontWeight: 800 }}>Incognito Mode</Typography>
          </Box>
          <FormControlLabel
            sx={{ mt: 0.5 }}
            control={<Switch checked={isIncognito} onChange={(event) => setIncognito(event.target.checked)} />}
            label="Join anonymously"
          />
          <Typography variant="body2" color="text.secondary">
            Only other admins will see you in the classroom.
          </Typography>
        </Box>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={joining}
        startIcon={joining ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.6, fontSize: '1.05rem' }}
      >
        Join Classroom
      </Button>
    </Box>
  );
}
