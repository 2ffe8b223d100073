import { hostFlagOf, mayDecideRequests, mayStopMedia, participantLabel, sortParticipants } from '@chalkline/contracts';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import StopScreenShareRounded from '@mui/icons-material/StopScreenShareRounded';
import VideocamOffRounded from '@mui/icons-material/VideocamOffRounded';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useMemo } from 'react';
import { Emoji } from '../../../ui/Emoji';
import { avatarSource } from '../../accounts/UserAvatar';
import { fullName } from '../admission/lobbyRules';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { emojiFontFamily } from '../emojiFont';
import { HostControlsBar } from '../host-controls/HostControlsBar';
import { SpotlightButton } from '../host-controls/SpotlightButton';
import { statusColor, statusLabel, statusTextColor } from './participantStatus';

/**
 * The Participants tab (classroom spec 6): tutors, then admins, then by last update; each with the label,
 * status, a "(You)" marker and a raised hand. Hosts also see who is waiting, with Admit and Decline, and may
 * stop a participant's camera or screen share (R29; the server decides, this is courtesy), mute everyone, lower
 * every hand and spotlight a person for everyone (ADR 0081).
 */
export function ParticipantsPanel() {
  const connection = useConnection();
  const participants = useClassroom((s) => s.participants);
  const requests = useClassroom((s) => s.requests);
  const you = useClassroom((s) => s.you);
  const sorted = useMemo(() => sortParticipants(participants), [participants]);

  return (
    <Box sx={{ overflow: 'auto', flex: 1 }}>
      {you?.isHost && <HostControlsBar />}
      {you && mayDecideRequests(you) && requests.length > 0 && (
        <List
          subheader={<ListSubheader>Waiting to join ({requests.length})</ListSubheader>}
          aria-label="Waiting to join"
        >
          {requests.map((r) => (
            <ListItem key={r.connection} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemAvatar>
                <Avatar src={r.avatar ?? undefined}>{r.firstName.charAt(0)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={fullName(r)} sx={{ flex: '1 1 120px' }} />
              <Button size="small" color="inherit" onClick={() => connection.decline(r.connection)}>
                Decline
              </Button>
              <Button size="small" variant="contained" onClick={() => connection.admit(r.connection)}>
                Admit
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <List subheader={<ListSubheader>In this class ({sorted.length})</ListSubheader>} aria-label="Participants">
        {sorted.map((p) => {
          const status = statusLabel(p.status);
          const isYou = p.connection === you?.connection;
          // The server's own rule (R29); one's own media has its own buttons.
          const mayStop = !!you && !isYou && mayStopMedia(you, hostFlagOf(p));
          return (
            <ListItem
              key={p.connection}
              data-testid="participant-row"
              data-status={status}
              aria-label={`${fullName(p)}${isYou ? ' (You)' : ''}, ${participantLabel(p)}, ${status}`}
              secondaryAction={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {you?.isHost && <SpotlightButton connection={p.connection} name={fullName(p)} />}
                  {mayStop && p.config.isVideoEnabled && (
                    <IconButton
                      size="small"
                      aria-label={`Stop ${fullName(p)}’s camera`}
                      onClick={() => connection.stopMedia(p.connection, 'camera')}
                    >
                      <VideocamOffRounded fontSize="small" />
                    </IconButton>
                  )}
                  {mayStop && p.isPresenting && (
                    <IconButton
                      size="small"
                      aria-label={`Stop ${fullName(p)}’s screen share`}
                      onClick={() => connection.stopMedia(p.connection, 'screen')}
                    >
                      <StopScreenShareRounded fontSize="small" />
                    </IconButton>
                  )}
                  {!p.config.isAudioEnabled && (
                    <MicOffRounded fontSize="small" color="disabled" aria-label="Microphone off" />
                  )}
                  {p.isHandRaised && (
                    <Box
                      component="span"
                      role="img"
                      aria-label="Hand raised"
                      sx={{ fontSize: 20, fontFamily: emojiFontFamily }}
                    >
                      <Emoji char="✋" />
                    </Box>
                  )}
                </Box>
              }
            >
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  variant="dot"
                  sx={{
                    '& .MuiBadge-badge': {
                      bgcolor: statusColor[status],
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      border: '2px solid #fff',
                    },
                  }}
                >
                  <Avatar src={avatarSource(p)} alt="" sx={{ bgcolor: p.color }} />
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    {fullName(p)}
                    {isYou && (
                      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                        {' '}
                        (You)
                      </Box>
                    )}
                  </>
                }
                secondary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
                    <Chip
                      label={participantLabel(p)}
                      size="small"
                      variant="outlined"
                      sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
                    />
                    <Box component="span" sx={{ color: statusTextColor[status], fontWeight: 700 }}>
                      {status}
                    </Box>
                  </Box>
                }
                slotProps={{ primary: { sx: { fontWeight: 700 } }, secondary: { component: 'span' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
