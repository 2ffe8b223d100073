import { Navigate, useLocation } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { skeleton } from '../../../ui/plain';
import { loginPathWithNext } from '../../auth/nextPath';
import { useSessionState } from '../../auth/useSession';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import { demoBlockedView } from '../demo/demoSession';
import { BlockedScreen } from './BlockedScreen';
import { type ChosenDevices, JoinStage } from './JoinStage';
import styles from './Lobby.module.css';
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
    <div role="status" aria-busy="true" aria-label="Getting your classroom ready" className={styles.skeletonStage}>
      <div className={`${skeleton} ${styles.skeletonPreview}`} />
      <div className={styles.column}>
        <div className={`${skeleton} ${styles.skeletonTitle}`} />
        <div className={`${skeleton} ${styles.skeletonBox}`} />
        <div className={`${skeleton} ${styles.skeletonButton}`} />
      </div>
    </div>
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
