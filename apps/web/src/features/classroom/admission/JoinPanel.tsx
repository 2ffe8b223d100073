import { classroomTexts, messages } from '@chalkline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { PlainButton } from '../../../ui/plain';
import { described, FieldFrame, PlainAlert, PlainSelect, PlainSpinner } from '../../../ui/plain/form';
import formStyles from '../../../ui/plain/form/PlainForm.module.css';
import type { SessionUser } from '../../auth/useSession';
import type { Admission, LinkValidation } from '../classroom.api';
import { LessonCard } from './LessonCard';
import styles from './Lobby.module.css';
import { VisibilityOffIcon } from './lobbyIcons';
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
  const nameId = useId();

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
    <form noValidate onSubmit={handleSubmit} className={styles.panel}>
      <div>
        <h2 className={styles.welcome}>Welcome {user ? user.firstName : 'Guest'}</h2>
        <p className={styles.subtitle}>{subtitles[admission.decision]}</p>
      </div>
      <LessonCard validation={validation} />
      {advisory && (
        <PlainAlert severity="info" role="status">
          {classroomTexts.linkAdvisory}
        </PlainAlert>
      )}
      {user ? (
        <div className={styles.box}>
          <span className={styles.overline}>You’re joining as</span>
          <p className={styles.strong}>{fullName(user)}</p>
        </div>
      ) : (
        <FieldFrame
          id={nameId}
          label="Your name"
          disabled={false}
          error={guestError ?? undefined}
          helperText="You’re joining as a guest."
        >
          <input
            {...described(nameId, guestError ?? undefined, 'You’re joining as a guest.')}
            className={formStyles.input}
            value={guestName}
            maxLength={80}
            onChange={(event) => setGuestName(event.target.value)}
          />
        </FieldFrame>
      )}
      {programs && (
        <PlainSelect
          label="Select a program"
          value={programId}
          options={programs.map((program) => ({ value: program.key, label: program.title }))}
          onChange={(value) => {
            setProgramId(value);
            setProgramError(false);
          }}
          error={programError ? messages.noProgramChosen : undefined}
        />
      )}
      {incognitoAllowed && (
        <div className={styles.box}>
          <p className={styles.incognitoTitle}>
            <VisibilityOffIcon size="1.25rem" />
            Incognito Mode
          </p>
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={isIncognito}
              className={styles.switch}
              checked={isIncognito}
              onChange={(event) => setIncognito(event.target.checked)}
            />
            Join anonymously
          </label>
          <p className={styles.note}>Only other admins will see you in the classroom.</p>
        </div>
      )}
      {failure && <PlainAlert severity="error">{failure}</PlainAlert>}
      <PlainButton
        type="submit"
        variant="contained"
        size="large"
        disabled={joining}
        startIcon={joining ? <PlainSpinner /> : undefined}
        className={styles.join}
      >
        Join Classroom
      </PlainButton>
    </form>
  );
}
