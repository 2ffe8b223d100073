import { useEffect, useRef } from 'react';
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
        <button
          type="button"
          aria-label="Microphone"
          aria-pressed={audioOn}
          title={audioOn ? 'Turn off microphone' : 'Turn on microphone'}
          onClick={onToggleAudio}
          className={audioOn ? styles.round : `${styles.round} ${styles.off}`}
        >
          {audioOn ? <MicIcon /> : <MicOffIcon />}
        </button>
        <button
          type="button"
          aria-label="Camera"
          aria-pressed={videoOn}
          title={videoOn ? 'Turn off camera' : 'Turn on camera'}
          onClick={onToggleVideo}
          className={videoOn ? styles.round : `${styles.round} ${styles.off}`}
        >
          {videoOn ? <VideocamIcon /> : <VideocamOffIcon />}
        </button>
      </div>
      {audioOn && stream && (
        <div className={styles.meterSpot}>
          <MicLevel stream={stream} />
        </div>
      )}
    </div>
  );
}
