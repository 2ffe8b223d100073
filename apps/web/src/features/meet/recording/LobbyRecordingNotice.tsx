import { recordingTexts } from '@chalkline/contracts';
import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { fetchRecordingStatus } from './recordings.api';
import { recordingsPath } from './recordingsPath';

/** Tells a person in the lobby, before they join, that the lesson is being recorded (R34). */
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
    <Link href={recordingsPath(meetingId, link)} target="_blank" rel="noopener" sx={{ justifySelf: 'start' }}>
      Recordings of this classroom
    </Link>
  ) : null;
  if (!status.data) return library;
  return (
    <>
      <Alert
        severity="error"
        variant="outlined"
        icon={<FiberManualRecordRounded fontSize="small" />}
        data-testid="lobby-recording-notice"
        sx={{ borderRadius: 3 }}
      >
        {recordingTexts.lobbyNotice}
      </Alert>
      {library}
    </>
  );
}
