import { breakoutTexts, hostFlagOf, mainRoom, placeOf } from '@chalkline/contracts';
import CloseRounded from '@mui/icons-material/CloseRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { clock } from '../../../lib/format';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { fullName } from '../admission/lobbyRules';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useBreakoutCockpit } from './BreakoutsContext';
import { breakoutCommands } from './breakout-commands';
import { roomNameOf } from './breakout-reducers';
import { RoomChoice } from './RoomChoice';
import { useTimeLeft } from './useTimeLeft';

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 0.75,
  borderRadius: '14px',
  bgcolor: 'rgba(12, 18, 36, 0.92)',
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.24)',
  maxWidth: '100%',
} as const;

/**
 * Breakout rooms over the top of the stage (ADR 0087): where this person is and how long is left, the choice of room
 * when the host lets students choose, who is visiting, a host's message to every room, and the live region that says
 * each change.
 */
export function BreakoutBanner() {
  const connection = useConnection();
  const breakouts = useClassroom((s) => s.breakouts);
  const you = useClassroom((s) => s.you);
  const participants = useClassroom((s) => s.participants);
  const notice = useClassroom((s) => s.breakoutNotice);
  const message = useClassroom((s) => s.breakoutMessage);
  const [dismissed, setDismissed] = useState(0);
  const cockpit = useBreakoutCockpit();
  const left = useTimeLeft(breakouts?.endsAt ?? null);
  const commands = useMemo(() => breakoutCommands(connection), [connection]);
  const isHost = you?.isHost ?? false;
  const room = breakouts && you ? placeOf(breakouts, you.connection) : mainRoom;
  const myVisit = breakouts && you ? breakouts.visits[you.connection] : undefined;
  const visitors = useMemo(() => {
    if (!breakouts || isHost) return [];
    return Object.entries(breakouts.visits)
      .filter(([, v]) => v.room === room && room !== mainRoom)
      .map(([c, v]) => {
        const p = participants.find((x) => x.connection === c);
        return p && hostFlagOf(p).isHost
          ? `${fullName(p)} ${v.mode === 'speak' ? 'is here to talk' : 'is listening in'}`
          : '';
      })
      .filter(Boolean);
  }, [breakouts, isHost, participants, room]);

  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {notice}
      </Box>
      {(breakouts || (message && message.id !== dismissed)) && (
        <Box
          onClick={(event) => event.stopPropagation()}
          sx={{
            position: 'absolute',
            top: 8,
            left: { xs: 8, md: 20 },
            right: { xs: 80, md: 20 },
            zIndex: 4,
            display: 'grid',
            justifyItems: 'center',
            gap: 1,
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
          }}
        >
          {breakouts && (
            <Box role="region" aria-label="Breakout rooms" sx={bar}>
              <GroupsRounded fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="breakout-place">
                {isHost
                  ? `${breakouts.rooms.length} breakout rooms open`
                  : `You are in ${room === mainRoom ? 'the main room' : roomNameOf(breakouts, room)}`}
              </Typography>
              {left !== null && (
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {clock(left)} left
                </Typography>
              )}
              {visitors.map((v) => (
                <Typography key={v} variant="body2">
                  {v}
                </Typography>
              ))}
              {!isHost && breakouts.allowChoose && <RoomChoice breakouts={breakouts} room={room} commands={commands} />}
              {isHost && myVisit && (
                <Button size="small" variant="contained" color="warning" onClick={() => void commands.visit(null)}>
                  {`End visit to ${roomNameOf(breakouts, myVisit.room)}`}
                </Button>
              )}
              {isHost && cockpit && (
                <Button size="small" variant="outlined" color="inherit" onClick={cockpit.open}>
                  Manage rooms
                </Button>
              )}
            </Box>
          )}
          {message && message.id !== dismissed && (
            <Box
              role="region"
              aria-label={breakoutTexts.broadcastFrom(message.from)}
              sx={{ ...bar, bgcolor: '#fff7d6', color: '#3d2e00' }}
            >
              <Box sx={{ display: 'grid' }}>
                <Typography variant="caption" sx={{ fontWeight: 700 }}>
                  {breakoutTexts.broadcastFrom(message.from)}
                </Typography>
                <Typography variant="body2">{message.text}</Typography>
              </Box>
              <IconButton
                size="small"
                aria-label="Dismiss message"
                onClick={() => setDismissed(message.id)}
                sx={{ color: 'inherit' }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
