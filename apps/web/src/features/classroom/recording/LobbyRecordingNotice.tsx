import { recordingTexts } from '@chalkline/contracts';
import { useQuery } from '@tanstack/react-query';
import styles from '../admission/Lobby.module.css';
import { fetchRecordingStatus } from './recordings.api';
import { recordingsPath } from './recordingsPath';

/** Tells a person in the lobby, before they join, that the lesson is being recorded (R34). Plain (ADR 0051). */
export function LobbyRecordingNotice({
  meetingId,
  link,
  isHost,
}: {
  meetingId: string;
  link: { program?: string; session?: string };
  /** Hosts also get the way to the classroom's recordings. */
  isHost: boolean;
}) {
  const status = useQuery({
    queryKey: ['recording-status', meetingId, link.program ?? null, link.session ?? null],
    queryFn: () => fetchRecordingStatus(meetingId, { programId: link.program, demoSession: link.session }),
    refetchInterval: 10_000,
  });
  const library = isHost ? (
    <a href={recordingsPath(meetingId, link)} target="_blank" rel="noopener" className={styles.library}>
      Recordings of this classroom
    </a>
  ) : null;
  if (!status.data) return library;
  return (
    <>
      <div role="alert" data-testid="lobby-recording-notice" className={styles.recording}>
        <span className={styles.recordingDot} aria-hidden />
        <span>{recordingTexts.lobbyNotice}</span>
      </div>
      {library}
    </>
  );
}
