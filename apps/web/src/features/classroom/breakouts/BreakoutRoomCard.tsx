import { type BreakoutRoom, mainRoom, type Participant, type VisitMode } from '@chalkline/contracts';
import PanToolRounded from '@mui/icons-material/PanToolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { fullName } from '../admission/lobbyRules';
import { BoardThumbnail } from './BoardThumbnail';
import type { BreakoutCommands } from './breakout-commands';
import { RoomOptions } from './RoomOptions';

/** Someone in the classroom as the cockpit lists them: their room (0: the main room) and whether they host. */
export interface CockpitPerson {
  participant: Participant;
  room: number;
  isHost: boolean;
}

interface CardProps {
  room: number;
  name: string;
  rooms: BreakoutRoom[];
  people: CockpitPerson[];
  /** The board open in the room (a breakout room's), for its thumbnail; and the classroom's chat room id it needs. */
  board: { whiteboardId: string; roomId: string } | null;
  /** Where this host is visiting now, if anywhere. */
  visit: { room: number; mode: VisitMode } | undefined;
  commands: BreakoutCommands;
  run: (answer: Promise<{ error?: string }>) => Promise<void>;
}

/**
 * One room in the host's cockpit (B11): who is in it and whose hand is up, a way to move each student, and for a
 * breakout room the buttons to listen in, speak into it, or end the visit (B9).
 */
export function BreakoutRoomCard({ room, name, rooms, people, board, visit, commands, run }: CardProps) {
  const visiting = visit?.room === room ? visit.mode : null;
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{
        p: 1.5,
        borderRadius: '14px',
        border: 1,
        borderColor: visiting ? 'warning.main' : 'divider',
        display: 'grid',
        gap: 1,
        alignContent: 'start',
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {name} · {people.length} {people.length === 1 ? 'person' : 'people'}
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody here yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`People in ${name}`}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
        >
          {people.map((p) => (
            <PersonRow key={p.participant.connection} person={p} rooms={rooms} commands={commands} run={run} />
          ))}
        </Box>
      )}
      {board && <BoardThumbnail roomId={board.roomId} whiteboardId={board.whiteboardId} name={name} />}
      {room !== mainRoom && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {visiting ? (
            <Button size="small" variant="contained" color="warning" onClick={() => void run(commands.visit(null))}>
              {visiting === 'speak' ? 'End visit (speaking)' : 'End visit (listening)'}
            </Button>
          ) : (
            <>
              <Button size="small" variant="outlined" onClick={() => void run(commands.visit(room, 'listen'))}>
                {`Listen to ${name}`}
              </Button>
              <Button size="small" variant="outlined" onClick={() => void run(commands.visit(room, 'speak'))}>
                {`Speak in ${name}`}
              </Button>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

function PersonRow({
  person,
  rooms,
  commands,
  run,
}: {
  person: CockpitPerson;
  rooms: BreakoutRoom[];
  commands: BreakoutCommands;
  run: CardProps['run'];
}) {
  const id = useId();
  const name = fullName(person.participant);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
        {person.isHost ? ' (host)' : ''}
      </Typography>
      {person.participant.isHandRaised && (
        <PanToolRounded fontSize="small" color="warning" aria-label="Hand raised" titleAccess="Hand raised" />
      )}
      {!person.isHost && (
        <>
          <Box component="label" htmlFor={id} sx={visuallyHidden}>
            {`Room for ${name}`}
          </Box>
          <select
            id={id}
            value={person.room}
            onChange={(event) => {
              const to = Number(event.target.value);
              void run(commands.assign(person.participant.connection, to === mainRoom ? null : to));
            }}
            style={{ font: 'inherit', fontSize: 14, padding: '2px 4px', borderRadius: 6, maxWidth: 130 }}
          >
            <RoomOptions rooms={rooms.filter((r) => r.room !== mainRoom)} />
          </select>
        </>
      )}
    </Box>
  );
}
