import type { ComponentType } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import {
  BackpackRoundedIcon,
  buttonClassName,
  CoPresentRoundedIcon,
  FamilyRestroomRoundedIcon,
  type PlainIconProps,
  visuallyHidden,
} from '../../../ui/plain';
import { AuthCard, authStyles } from '../AuthCard';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { afterSignInPath } from '../nextPath';
import { useSession } from '../useSession';
import styles from './register.module.css';
import { StudentRegisterForm } from './StudentRegisterForm';
import { TutorRegisterForm } from './TutorRegisterForm';

type Choice = 'student' | 'tutor' | 'guardian';
const isChoice = (value: string | null): value is Choice =>
  value === 'student' || value === 'tutor' || value === 'guardian';

const choices: readonly { value: Choice; title: string; text: string; Icon: ComponentType<PlainIconProps> }[] = [
  {
    value: 'student',
    title: 'Student',
    text: 'For learners, signed up by themselves or a parent.',
    Icon: BackpackRoundedIcon,
  },
  { value: 'tutor', title: 'Tutor', text: 'For teachers who want to teach on Chalkline.', Icon: CoPresentRoundedIcon },
  {
    value: 'guardian',
    title: 'Parent or guardian',
    text: 'I am a parent or guardian: see my child’s lessons and results.',
    Icon: FamilyRestroomRoundedIcon,
  },
];

const titles: Record<Choice, string> = {
  student: 'Create a student account',
  tutor: 'Become a tutor',
  guardian: 'Create a parent or guardian account',
};

function RoleChoice({ onChoose }: { onChoose: (choice: Choice) => void }) {
  return (
    <div className={styles.choices}>
      {choices.map(({ value, title, text, Icon }) => (
        <button type="button" key={value} onClick={() => onChoose(value)} className={styles.choice}>
          <Icon size="36px" className={styles.choiceIcon} />
          {/* The name is the visible text with what the choice does before it (WCAG 2.5.3 label in name). */}
          <span className={styles.choiceTitle}>
            <span className={visuallyHidden}>Sign up as a</span> {title}
          </span>
          <span className={styles.choiceText}>{text}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Create an account: pick Student, Tutor or Parent or guardian (kept in `?as=`), then that form (MUI-free, ADR 0046).
 */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const user = useSession();
  const raw = params.get('as');
  const choice: Choice | null = isChoice(raw) ? raw : null;

  if (user) return <Navigate to={afterSignInPath(user.memberRole, null)} replace />;

  const title = choice ? titles[choice] : 'Create your account';
  return (
    <AuthCard
      title={title}
      subtitle={choice ? undefined : 'Who is this account for?'}
      width={choice ? 760 : 560}
      footer={
        <>
          Already have an account?{' '}
          <RouterLink to={mainPaths.login} className={authStyles.link}>
            Sign in
          </RouterLink>
        </>
      }
    >
      {choice ? (
        <>
          <button
            type="button"
            onClick={() => setParams({})}
            className={buttonClassName({ className: styles.changeType })}
          >
            ← Change account type
          </button>
          {choice === 'student' ? (
            <StudentRegisterForm />
          ) : (
            <TutorRegisterForm role={choice === 'guardian' ? 'GUARDIAN' : 'TUTOR'} />
          )}
        </>
      ) : (
        <>
          <RoleChoice onChoose={(value) => setParams({ as: value })} />
          <GoogleSignInButton separator={<p className={styles.or}>or</p>} />
        </>
      )}
    </AuthCard>
  );
}
