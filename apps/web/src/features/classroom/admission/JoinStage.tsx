import { useState } from 'react';
import type { SessionUser } from '../../auth/useSession';
import type { Admission, LinkValidation } from '../classroom.api';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import type { DemoSession } from '../demo/demoSession';
import { EffectSwitches } from '../media/effects/EffectSwitches';
import { type EffectKind, effectOn, rememberEffect } from '../media/effects/effect-settings';
import { usePreviewBlur } from '../media/effects/usePreviewBlur';
import { LobbyRecordingNotice } from '../recording/LobbyRecordingNotice';
import { CameraPreview } from './CameraPreview';
import { DevicePickers } from './DevicePickers';
import { FallbackLink } from './FallbackLink';
import { JoinPanel, type JoinPanelValues } from './JoinPanel';
import styles from './Lobby.module.css';
import { fullName, showIncognito } from './lobbyRules';
import { PrecallCheck } from './precall/PrecallCheck';
import { useJoinClassroom } from './useJoinClassroom';
import type { LinkParams } from './useLobbyData';
import { useLocalPreview } from './useLocalPreview';

/** The camera and microphone chosen under the preview ('' = the browser's default); the call opens them. */
export interface ChosenDevices {
  cameraId: string;
  microphoneId: string;
  /** The pre-call check found the connection slow: others' cameras start off (low-bandwidth mode, ADR 0086). */
  startAudioOnly?: boolean;
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
  const [slow, setSlow] = useState(false);
  const [, rerender] = useState(0);
  const preview = useLocalPreview({ video: videoOn, audio: audioOn, cameraId, microphoneId });
  const effects = {
    noiseSuppression: effectOn('noiseSuppression', microphoneId),
    backgroundBlur: effectOn('backgroundBlur', cameraId),
  };
  const shown = usePreviewBlur(preview.stream, effects.backgroundBlur && videoOn);
  const handleEffect = (effect: EffectKind, on: boolean) => {
    rememberEffect(effect, effect === 'backgroundBlur' ? cameraId : microphoneId, on);
    rerender((n) => n + 1);
  };
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
    onJoined(connection, { cameraId, microphoneId, startAudioOnly: slow });
  };

  return (
    <div className={styles.stage}>
      <div className={styles.column}>
        <CameraPreview
          stream={shown}
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
        <EffectSwitches {...effects} onChange={handleEffect} />
        <PrecallCheck
          stream={preview.stream}
          videoOn={videoOn}
          audioOn={audioOn}
          speakers={preview.speakers}
          onConnection={setSlow}
          checksVideoPath={Boolean(user)}
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
