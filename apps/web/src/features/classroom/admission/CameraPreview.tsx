import { type ReactNode, useEffect, useRef } from 'react';
import { VideocamIcon } from '../../../ui/plain';
import styles from './Lobby.module.css';
import { MicIcon, MicOffIcon, VideocamOffIcon } from './lobbyIcons';
import { MicLevel } from './MicLevel';

interface CameraPreviewProps {
  stream: MediaStream | null;
  name: string;
  videoOn: boolean;
  audioOn: boolean;
  problem: string | null;
  onToggleVideo: () => void;
  onToggleAudio: () => void;
}

/** A round on/off button over the preview (red when off); its hint is the browser's tooltip. */
function RoundSwitch(props: { name: string; hint: string; on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.name}
      aria-pressed={props.on}
      title={props.hint}
      onClick={props.onClick}
      className={props.on ? styles.round : `${styles.round} ${styles.off}`}
    >
      {props.children}
    </button>
  );
}

/** The lobby's mirror: the camera preview with microphone and camera switches over it. */
export function CameraPreview({
  stream,
  name,
  videoOn,
  audioOn,
  problem,
  onToggleVideo,
  onToggleAudio,
}: CameraPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const showVideo = videoOn && Boolean(stream?.getVideoTracks().length);

  useEffect(() => {
    if (video.current) video.current.srcObject = showVideo ? stream : null;
  }, [stream, showVideo]);

  return (
    <div className={styles.preview}>
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Your camera preview"
        className={styles.video}
        style={showVideo ? undefined : { display: 'none' }}
      />
      {!showVideo && (
        <div className={styles.videoOff}>
          <div className={styles.videoOffInner}>
            <div className={styles.initial}>{name.charAt(0).toUpperCase() || '?'}</div>
            <p>{problem ?? (videoOn ? 'Starting your camera…' : 'Your camera is off')}</p>
          </div>
        </div>
      )}
      <p className={styles.name}>{name}</p>
      <div className={styles.switches}>
        <RoundSwitch
          name="Microphone"
          hint={audioOn ? 'Turn off microphone' : 'Turn on microphone'}
          on={audioOn}
          onClick={onToggleAudio}
        >
          {audioOn ? <MicIcon /> : <MicOffIcon />}
        </RoundSwitch>
        <RoundSwitch
          name="Camera"
          hint={videoOn ? 'Turn off camera' : 'Turn on camera'}
          on={videoOn}
          onClick={onToggleVideo}
        >
          {videoOn ? <VideocamIcon /> : <VideocamOffIcon />}
        </RoundSwitch>
      </div>
      {audioOn && stream && (
        <div className={styles.meterSpot}>
          <MicLevel stream={stream} />
        </div>
      )}
    </div>
  );
}
