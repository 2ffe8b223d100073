import BackpackRounded from '@mui/icons-material/BackpackRounded';
import CoPresentRounded from '@mui/icons-material/CoPresentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { AuthCard } from '../AuthCard';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { afterSignInPath } from '../nextPath';
import { useSession } from '../useSession';
import { StudentRegisterForm } from './StudentRegisterForm';
import { TutorRegisterForm } from './TutorRegisterForm';

type Choice = 'student' | 'tutor';

const choices: readonly { value: Choice; title: string; text: string; Icon: typeof SvgIcon }[] = [
  {
    value: 'student',
    title: 'Student',
    text: 'For learners, signed up by themselves or a parent.',
    Icon: BackpackRounded,
  },
  { value: 'tutor', title: 'Tutor', text: 'For teachers who want to teach on Chalkline.', Icon: CoPresentRounded },
];

function RoleChoice({ onChoose }: { onChoose: (choice: Choice) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {choices.map(({ value, title, text, Icon }) => (
        <ButtonBase
          key={value}
          onClick={() => onChoose(value)}
          aria-label={`Sign up as a ${title.toLowerCase()}`}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            textAlign: 'left',
            gap: 1,
            p: 2.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: '16px',
            transition: 'border-color 120ms, background-color 120ms',
            '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
          }}
        >
          <Icon color="primary" sx={{ fontSize: 36 }} />
          <Typography variant="h6" component="span">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {text}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}

/** Create an account: pick Student or Tutor (kept in `?as=`), then that form. */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const user = useSession();
  const raw = params.get('as');
  const choice: Choice | null = raw === 'student' || raw === 'tutor' ? raw : null;

  if (user) return <Navigate to={afterSignInPath(user.memberRole, null)} replace />;

  const title =
    choice === 'tutor' ? 'Become a tutor' : choice === 'student' ? 'Create a student account' : 'Create your account';
  return (
    <AuthCard
      title={title}
      subtitle={choice ? undefined : 'Who is this account for?'}
      width={choice ? 760 : 560}
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={mainPaths.login} sx={{ fontWeight: 700 }}>
            Sign in
          </Link>
        </>
      }
    >
      {choice ? (
        <>
          <Button size="small" onClick={() => setParams({})} sx={{ mb: 2, ml: -1 }}>
            ← Change account type
          </Button>
          {choice === 'student' ? <StudentRegisterForm /> : <TutorRegisterForm />}
        </>
      ) : (
        <>
          <RoleChoice onChoose={(value) => setParams({ as: value })} />
          <GoogleSignInButton
            separator={
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
                or
              </Typography>
            }
          />
        </>
      )}
    </AuthCard>
  );
}
