import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { type ConnectionIndicator as Indicator, indicatorOf } from '../connection/classroom-state';

const looks: Record<Indicator, { label: string; color: string }> = {
  online: { label: 'Online', color: '#3ecf8e' },
  connecting: { label: 'Connecting…', color: '#ffb347' },
  offline: { label: 'Offline', color: '#ff6b6b' },
};

/** Online, connecting or offline (classroom spec 4); offline offers to try again. `compact` shows the dot only. */
export function ConnectionIndicator({ compact = false }: { compact?: boolean }) {
  const connection = useConnection();
  const state = useClassroom(indicatorOf);
  const look = looks[state];
  return (
    <ButtonBase
      role="status"
      aria-label={`Connection: ${look.label}${state === 'offline' ? ' (tap to reconnect)' : ''}`}
      data-state={state}
      disabled={state !== 'offline'}
      onClick={connection.retry}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: compact ? 0.75 : 1.25,
        py: compact ? 0.75 : 0.5,
        borderRadius: 99,
        fontSize: 13,
        fontWeight: 700,
        color: 'common.white',
        bgcolor: 'rgba(255,255,255,0.1)',
      }}
    >
      <Box
        sx={{
          width: 9,
          height: 9,
          borderRadius: '50%',
          bgcolor: look.color,
          boxShadow: `0 0 0 3px ${look.color}33`,
        }}
      />
      {!compact && look.label}
    </ButtonBase>
  );
}
