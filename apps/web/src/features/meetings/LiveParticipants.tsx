import { participantLabel } from '@chalkline/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personName } from '../../lib/people';
import type { LiveState } from './liveClasses.api';

const statusText = { ONLINE: '', RECENTLY_ONLINE: ' (reconnecting)', BUSY: '', ON_CALL: '', OFFLINE: ' (offline)' };

/** Who is in a live classroom now: one chip per person with their label, and how many are waiting. */
export function LiveParticipants({ live }: { live: LiveState }) {
  return (
    <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {live.participants.map((p) => (
        <Chip
          key={`${p.key}-${p.joinedAt}`}
          size="small"
          variant={p.isTutor || p.isAdmin ? 'filled' : 'outlined'}
          color={p.isTutor ? 'primary' : 'default'}
          label={`${personName(p)} · ${participantLabel(p)}${p.isIncognito ? ' · incognito' : ''}${statusText[p.status]}`}
        />
      ))}
      {live.participants.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nobody inside yet
        </Typography>
      )}
      {live.waiting > 0 && <Chip size="small" color="warning" label={`${live.waiting} waiting to be let in`} />}
    </Stack>
  );
}

/** A small "Live · N in class" marker for list rows; "Not live" otherwise. */
export function LiveBadge({ live }: { live: LiveState | null }) {
  if (!live)
    return (
      <Typography variant="body2" color="text.secondary">
        Not live
      </Typography>
    );
  return (
    <Stack spacing={0.75}>
      <Chip
        size="small"
        color="success"
        label={`Live · ${live.participants.length} in class`}
        sx={{ alignSelf: 'flex-start' }}
      />
      <LiveParticipants live={live} />
    </Stack>
  );
}
