import { useState } from 'react';
import type { SessionUser } from '../../auth/useSession';
import type { Admission, LinkValidation } from '../classroom.api';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import type { DemoSession } from '../demo/demoSession';
import { LobbyRecordingNotice } from '../recording/LobbyRecordingNotice';
import { CameraPreview } from './CameraPreview';
import { DevicePickers } from './DevicePickers';
import { FallbackLink } from './FallbackLink';
import { JoinPanel, type JoinPanelValues } from './JoinPanel';
import styles from './Lobby.module.css';
import { fullName, showIncognito } from './lobbyRules';
import { useJoinClassroom } from './useJoinClassroom';
import type { LinkParams } from './useLobbyData';
import { useLocalPreview } from './useLocalPreview';

/** The camera and microphone chosen under the preview ('' = the browser's default); the call opens them. */
export interface ChosenDevices {
  cameraId: string;
  microphoneId: string;
}

interface JoinStageProps {
  meetingId: string;
  link: LinkParams;
  user: SessionUser | null;
  admission: Exclude<Admission, { decision: 'refused' }>;
  validation: LinkValidation;
  /** The demo session of a `/meet/demo?session=` link, once validated. */
  demo?: DemoSession;
  onJoined: (connection: ClassroomConnection, devices: ChosenDevices) => void;
}

/** The lobby proper: the camera preview and device pickers beside the join panel. */
export function JoinStage({ meetingId, link, user, admission, validation, demo, onJoined }: JoinStageProps) {
  const [videoOn, setVideoOn] = useState(true);
  const [audioOn, setAudioOn] = useState(true);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const preview = useLocalPreview({ video: videoOn, audio: audioOn, cameraId, microphoneId });
  const join = useJoinClassroom(meetingId, link);

  const handleJoin = async (values: JoinPanelValues) => {
    const programId =
      values.programId ??
      link.program ??
      (admission.decision === 'choose-program' ? undefined : (admission.programId ?? undefined));
    const connection = await join({
      programId,
      isIncognito: values.isIncognito,
      guestName: values.guestName,
      isVideoEnabled: videoOn,
      isAudioEnabled: audioOn,
      startsDemo: Boolean(demo) && admission.decision === 'host',
    });
    onJoined(connection, { cameraId, microphoneId });
  };

  return (
    <div className={styles.stage}>
      <div className={styles.column}>
        <CameraPreview
          stream={preview.stream}
          name={user ? fullName(user) : 'Guest'}
          videoOn={videoOn}
          audioOn={audioOn}
          problem={preview.problem}
          onToggleVideo={() => setVideoOn((on) => !on)}
          onToggleAudio={() => setAudioOn((on) => !on)}
        />
        <DevicePickers
          cameras={preview.cameras}
          microphones={preview.microphones}
          cameraId={cameraId}
          microphoneId={microphoneId}
          onCameraChange={setCameraId}
          onMicrophoneChange={setMicrophoneId}
        />
      </div>
      <div className={styles.column}>
        <LobbyRecordingNotice
          meetingId={meetingId}
          link={link}
          isHost={admission.decision === 'host' || admission.decision === 'choose-program'}
        />
        <JoinPanel
          user={user}
          admission={admission}
          validation={validation}
          guestNameHint={demo?.guestName}
          advisory={Boolean(validation.advisory)}
          incognitoAllowed={showIncognito(user, meetingId)}
          onJoin={handleJoin}
        />
        <FallbackLink link={admission.altMeetingLink} />
      </div>
    </div>
  );
}
