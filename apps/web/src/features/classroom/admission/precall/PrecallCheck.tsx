import { useState } from 'react';
import { PlainButton } from '../../../../ui/plain';
import { PlainSelect } from '../../../../ui/plain/form';
import styles from './Precall.module.css';
import {
  type CheckResult,
  cameraResult,
  connectionResult,
  listenMs,
  microphoneResult,
  precallTexts,
  videoPathError,
  videoPathResult,
} from './precall-checks';
import { loudestLevel, playTestTone, probeServer } from './probes';
import { probeVideoPath } from './video-probe';

/** The measurements, replaced in tests. */
export interface PrecallProbes {
  server: typeof probeServer;
  loudest: typeof loudestLevel;
  tone: typeof playTestTone;
  video: () => ReturnType<typeof probeVideoPath>;
}

const browserProbes: PrecallProbes = {
  server: probeServer,
  loudest: loudestLevel,
  tone: playTestTone,
  video: () => probeVideoPath(),
};

interface PrecallCheckProps {
  stream: MediaStream | null;
  videoOn: boolean;
  audioOn: boolean;
  speakers: MediaDeviceInfo[];
  /** The connection check found the connection slow (true) or fine (false). */
  onConnection: (slow: boolean) => void;
  /** Also check the video path (UDP or only TURN over TCP/TLS): the probe route is for signed-in people only. */
  checksVideoPath?: boolean;
  probes?: PrecallProbes;
}

const idle: CheckResult = { status: 'idle', text: precallTexts.idle };
const checking: CheckResult = { status: 'checking', text: precallTexts.checking };
const marks = { idle: '–', checking: '…', good: '✓', warning: '⚠', problem: '!' } as const;

function ResultRow({ label, result }: { label: string; result: CheckResult }) {
  return (
    <li
      className={`${styles.row} ${styles[result.status] ?? ''}`}
      data-testid="precall-result"
      data-status={result.status}
    >
      <span className={styles.mark} aria-hidden="true">
        {marks[result.status]}
      </span>
      <div>
        <span className={styles.label}>{label}</span>
        <p className={styles.text}>{result.text}</p>
        {result.detail && <p className={styles.detail}>{result.detail}</p>}
      </div>
    </li>
  );
}

type SpeakerPhase = 'idle' | 'playing' | 'asking' | 'good' | 'problem';

const speakerResult = (phase: SpeakerPhase): CheckResult =>
  phase === 'good'
    ? { status: 'good', text: precallTexts.speaker.good }
    : phase === 'problem'
      ? { status: 'problem', text: precallTexts.speaker.problem }
      : phase === 'idle'
        ? { status: 'idle', text: precallTexts.speaker.idle }
        : { status: 'checking', text: precallTexts.speaker.asking };

/**
 * The lobby's pre-call check (issue 34): the camera, the microphone (listened to for a few seconds) and the
 * connection to our own server, each with a verdict in plain words, and a test sound for the speakers. The
 * results are a polite live region, so a screen reader says each as it comes.
 */
export function PrecallCheck({
  stream,
  videoOn,
  audioOn,
  speakers,
  onConnection,
  checksVideoPath = false,
  probes = browserProbes,
}: PrecallCheckProps) {
  const [camera, setCamera] = useState(idle);
  const [microphone, setMicrophone] = useState(idle);
  const [connection, setConnection] = useState(idle);
  const [videoPath, setVideoPath] = useState(idle);
  const [running, setRunning] = useState(false);
  const [speaker, setSpeaker] = useState<SpeakerPhase>('idle');
  const [speakerId, setSpeakerId] = useState('');

  const handleCheck = async () => {
    setRunning(true);
    setCamera(cameraResult(videoOn, stream?.getVideoTracks()[0]));
    setMicrophone(checking);
    setConnection(checking);
    if (checksVideoPath) setVideoPath(checking);
    const video = checksVideoPath ? probes.video().then(videoPathResult, videoPathError) : Promise.resolve(idle);
    const mic = stream?.getAudioTracks()[0];
    const listening = audioOn && stream && mic ? probes.loudest(stream, listenMs).catch(() => 0) : Promise.resolve(0);
    const [loudest, answered, path] = await Promise.all([listening, probes.server(), video]);
    setMicrophone(microphoneResult(audioOn, mic, loudest));
    const verdict = connectionResult(answered);
    setConnection(verdict);
    setVideoPath(path);
    onConnection(verdict.slow);
    setRunning(false);
  };

  const handleTone = async () => {
    setSpeaker('playing');
    await probes.tone(speakerId).catch(() => undefined);
    setSpeaker('asking');
  };

  return (
    <details className={styles.check} data-testid="precall-check">
      <summary>{precallTexts.title}</summary>
      <ul className={styles.results} aria-live="polite">
        <ResultRow label="Camera" result={camera} />
        <ResultRow label="Microphone" result={microphone} />
        <ResultRow label="Connection" result={connection} />
        {checksVideoPath && <ResultRow label={precallTexts.videoPath.label} result={videoPath} />}
        <ResultRow label="Sound" result={speakerResult(speaker)} />
      </ul>
      <div className={styles.actions}>
        <PlainButton variant="outlined" disabled={running} onClick={() => void handleCheck()}>
          {camera.status === 'idle' ? precallTexts.start : precallTexts.again}
        </PlainButton>
        <PlainButton variant="outlined" disabled={speaker === 'playing'} onClick={() => void handleTone()}>
          {precallTexts.speaker.play}
        </PlainButton>
      </div>
      {speaker === 'asking' && (
        <fieldset className={styles.actions} style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
          <legend className={styles.label}>{precallTexts.speaker.asking}</legend>
          <PlainButton variant="contained" onClick={() => setSpeaker('good')}>
            {precallTexts.speaker.yes}
          </PlainButton>
          <PlainButton variant="outlined" onClick={() => setSpeaker('problem')}>
            {precallTexts.speaker.no}
          </PlainButton>
        </fieldset>
      )}
      {speakers.length > 1 && (
        <div style={{ marginTop: 12 }}>
          <PlainSelect
            label="Speakers"
            value={speakerId || (speakers[0]?.deviceId ?? '')}
            options={speakers.map((d, i) => ({ value: d.deviceId, label: d.label || `Speakers ${i + 1}` }))}
            onChange={setSpeakerId}
          />
        </div>
      )}
    </details>
  );
}
