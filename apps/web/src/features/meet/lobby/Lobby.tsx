import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Navigate, useLocation } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { loginPathWithNext } from '../../auth/nextPath';
import { useSessionState } from '../../auth/useSession';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import { demoBlockedView } from '../demo/demoSession';
import { BlockedScreen } from './BlockedScreen';
import { type ChosenDevices, JoinStage } from './JoinStage';
import { LobbyFrame } from './LobbyFrame';
import { blockedViewFor, meetingTitle } from './lobbyRules';
import { type LinkParams, useLobbyData } from './useLobbyData';

interface LobbyProps {
  meetingId: string;
  link: LinkParams;
  onJoined: (connection: ClassroomConnection, title: string, devices: ChosenDevices) => void;
}

function LobbySkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Getting your classroom ready"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 5 }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: '24px' }} />
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '70%' }} />
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={52} sx={{ borderRadius: 99 }} />
      </Box>
    </Box>
  );
}

/**
 * The pre-join lobby (classroom spec 2): checks the link and who may enter, then shows the join stage or a
 * blocked screen. Signed-out visitors where guests may not join are sent to sign in first.
 */
export function Lobby({ meetingId, link, onJoined }: LobbyProps) {
  const session = useSessionState();
  const location = useLocation();
  const { demo, validation, admission } = useLobbyData(meetingId, link, session);
  const title = meetingTitle(meetingId, validation.data);
  const home = { label: 'Back to home', to: mainPaths.home };

  const body = (() => {
    if (demo && (!link.session || demo.isError))
      return <BlockedScreen {...demoBlockedView(link.session ? demo.error : null, home)} />;
    if (validation.isError)
      return <BlockedScreen title="This link doesn’t work" message={validation.error.message} action={home} />;
    if (admission.isError)
      return <BlockedScreen title="We couldn’t open this classroom" message={admission.error.message} action={home} />;
    if (session.status === 'loading' || !validation.data || !admission.data) return <LobbySkeleton />;
    const decision = admission.data;
    if (decision.decision === 'refused') {
      if (!session.user) return <Navigate to={loginPathWithNext(location.pathname + location.search)} replace />;
      return <BlockedScreen {...blockedViewFor(decision.reason, session.user.memberRole)} />;
    }
    return (
      <JoinStage
        meetingId={meetingId}
        link={link}
        user={session.user}
        admission={decision}
        validation={validation.data}
        demo={demo?.data}
        onJoined={(connection, devices) => onJoined(connection, title, devices)}
      />
    );
  })();

  return <LobbyFrame title={title}>{body}</LobbyFrame>;
}
