import { type RecordingSummary, recordingTexts } from '@chalkline/contracts';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatLongDateTime } from '../../../lib/format';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton';
import { Modal } from '../../../ui/Modal';
import { CaptionsControls } from './CaptionsControls';
import { deleteRecording, fetchRecordings } from './recordings.api';
import { roomKeyOf } from './recordingsPath';

/** 1:05:09 or 4:07. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const statusLabels: Record<RecordingSummary['status'], string> = {
  recording: 'Recording now',
  stopped: 'Uploading',
  processing: 'Preparing',
  ready: 'Ready',
  failed: 'Could not be prepared',
};

function RecordingCard({
  item,
  onPlay,
  onDeleted,
}: {
  item: RecordingSummary;
  onPlay: () => void;
  /** After a change to the list: deleted, or captions added or removed. */
  onDeleted: () => void;
}) {
  const when = formatLongDateTime(item.startedAt);
  return (
    <Box
      component="li"
      data-testid="recording-card"
      sx={{
        listStyle: 'none',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component={item.fileUrl ? 'button' : 'div'}
        onClick={item.fileUrl ? onPlay : undefined}
        aria-label={item.fileUrl ? `Play the recording of ${when}` : undefined}
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: '#0c1224',
          border: 0,
          p: 0,
          cursor: item.fileUrl ? 'pointer' : 'default',
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
        }}
      >
        {item.thumbnailUrl ? (
          <Box
            component="img"
            src={item.thumbnailUrl}
            alt=""
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <VideocamRounded sx={{ fontSize: 48, opacity: 0.5 }} />
        )}
        {item.fileUrl && (
          <PlayArrowRounded
            sx={{ position: 'relative', fontSize: 56, bgcolor: 'rgba(0,0,0,0.45)', borderRadius: 99, p: 0.5 }}
          />
        )}
        <Chip
          size="small"
          label={formatDuration(item.durationMs)}
          sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white' }}
        />
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 0.5, flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{when}</Typography>
        <Typography variant="body2" color="text.secondary">
          Recorded by {item.recordedBy.name}
        </Typography>
        {item.captionsUrl && <Chip size="small" variant="outlined" label="Captions" sx={{ justifySelf: 'start' }} />}
        {item.status !== 'ready' && (
          <Chip
            size="small"
            label={statusLabels[item.status]}
            color={item.status === 'failed' ? 'error' : 'default'}
            sx={{ justifySelf: 'start' }}
          />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {item.fileUrl && (
            <>
              <Button size="small" variant="contained" startIcon={<PlayArrowRounded />} onClick={onPlay}>
                Play
              </Button>
              <Button size="small" startIcon={<DownloadRounded />} href={`${item.fileUrl}?download=true`} download>
                Download
              </Button>
            </>
          )}
          {item.canDelete && item.status === 'ready' && <CaptionsControls item={item} onChanged={onDeleted} />}
          <Box sx={{ flex: 1 }} />
          {item.canDelete && item.status !== 'recording' && (
            <ConfirmDeleteButton
              label={`the recording of ${when}`}
              title="Delete this recording?"
              message="The recording is deleted for everyone and cannot be brought back."
              remove={() => deleteRecording(item.key)}
              onDeleted={onDeleted}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * `/meet/:meetingId/recordings` (`?program=`, `?session=`): a classroom's recordings, newest first, with their
 * date, length, who recorded them and a thumbnail; play in the page (with captions when a host added them), download,
 * and (hosts) add captions or delete. ADR 0044.
 */
export function RecordingsPage() {
  const { meetingId = '' } = useParams();
  const [search] = useSearchParams();
  const room = roomKeyOf(meetingId, { program: search.get('program'), session: search.get('session') });
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['recordings', room],
    queryFn: () => fetchRecordings(room ?? ''),
    enabled: Boolean(room),
    // While one is being prepared, look again now and then.
    refetchInterval: (query) =>
      query.state.data?.recordings.some((r) => r.status !== 'ready' && r.status !== 'failed') ? 5000 : false,
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" gutterBottom sx={{ fontWeight: 800 }}>
        Recordings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Lessons recorded in this classroom, newest first.
      </Typography>
      {!room || list.isError ? (
        <Alert severity="warning">{list.error?.message ?? 'This classroom link is not valid'}</Alert>
      ) : list.isLoading ? (
        <Skeleton variant="rounded" height={240} />
      ) : !list.data?.recordings.length ? (
        <Alert severity="info">
          No lesson has been recorded in this classroom yet.
          {list.data?.canRecord ? ' Start a recording from the More menu during a lesson.' : ''}
        </Alert>
      ) : (
        <RecordingGallery
          recordings={list.data.recordings}
          onChanged={() => void client.invalidateQueries({ queryKey: ['recordings', room] })}
        />
      )}
    </Container>
  );
}

/** Recordings as cards, newest first, each played in a dialog in the page (with its captions when it has them). */
export function RecordingGallery({
  recordings,
  onChanged = () => {},
}: {
  recordings: readonly RecordingSummary[];
  /** After a change to the list: deleted, or captions added or removed. */
  onChanged?: () => void;
}) {
  const [playing, setPlaying] = useState<RecordingSummary | null>(null);
  return (
    <>
      <Box
        component="ul"
        aria-label="Recordings"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {recordings.map((item) => (
          <RecordingCard key={item.key} item={item} onPlay={() => setPlaying(item)} onDeleted={onChanged} />
        ))}
      </Box>
      <Modal
        open={Boolean(playing)}
        onClose={() => setPlaying(null)}
        title={playing ? formatLongDateTime(playing.startedAt) : recordingTexts.started}
        maxWidth="md"
      >
        {playing?.fileUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: the track is there when a host uploaded captions (CaptionsControls)
          <video
            data-testid="recording-player"
            src={playing.fileUrl}
            controls
            autoPlay
            style={{ width: '100%', borderRadius: 12, background: '#000' }}
          >
            {playing.captionsUrl && (
              <track kind="captions" src={playing.captionsUrl} srcLang="en" label="Captions" default />
            )}
          </video>
        ) : (
          <span />
        )}
      </Modal>
    </>
  );
}
