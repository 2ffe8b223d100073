import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import StopCircleRounded from '@mui/icons-material/StopCircleRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useRecorder, useRecorderState, useRecordingRoom } from './RecordingContext';
import { recordingsPath } from './recordingsPath';

/**
 * The More menu's recording items for hosts (R33): Start recording, or Stop recording while one runs; and the
 * classroom's recordings, opened in a new tab so the lesson goes on.
 */
export function RecordMenuItems({ onDone }: { onDone: () => void }) {
  const recorder = useRecorder();
  const { busy } = useRecorderState();
  const isHost = useRecordingRoom((s) => Boolean(s.you?.isHost), false);
  const live = useRecordingRoom((s) => s.recording, null);
  const meetingId = useRecordingRoom((s) => s.meetingId, '');
  const config = useRecordingRoom((s) => s.config, null);
  if (!isHost || !recorder || !config) return null;
  return [
    <MenuItem
      key="record"
      disabled={busy}
      onClick={() => {
        onDone();
        if (live) recorder.stop();
        else recorder.start();
      }}
    >
      <ListItemIcon>
        {live ? (
          <StopCircleRounded fontSize="small" color="error" />
        ) : (
          <FiberManualRecordRounded fontSize="small" color="error" />
        )}
      </ListItemIcon>
      {live ? 'Stop recording' : 'Start recording'}
    </MenuItem>,
    <MenuItem
      key="recordings"
      component="a"
      href={recordingsPath(meetingId, { program: config.programId, session: config.demoSession })}
      target="_blank"
      rel="noopener"
      onClick={onDone}
    >
      <ListItemIcon>
        <VideoLibraryRounded fontSize="small" />
      </ListItemIcon>
      Recordings
    </MenuItem>,
  ];
}
