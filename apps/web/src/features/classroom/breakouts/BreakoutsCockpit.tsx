import { type BreakoutsView, breakoutLimits, breakoutTexts, hostFlagOf, mainRoom, placeOf } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { clock } from '../../../lib/format';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { mainChatRoomOf } from '../connection/classroom-state';
import { BreakoutRoomCard, type CockpitPerson } from './BreakoutRoomCard';
import { type BreakoutCommands, breakoutCommands } from './breakout-commands';
import { useTimeLeft } from './useTimeLeft';

/** Runs a command and keeps its refusal (or what it did) to show above the cockpit. */
function useFeedback() {
  const [feedback, setFeedback] = useState<{ error: boolean; text: string } | null>(null);
  const run = async (answer: Promise<{ error?: string }>, done?: (a: never) => string) => {
    setFeedback(null);
    const result = await answer;
    if (result.error !== undefined) setFeedback({ error: true, text: result.error });
    else if (done) setFeedback({ error: false, text: done(result as never) });
  };
  return { feedback, run };
}

type Run = ReturnType<typeof useFeedback>['run'];

/** A breakout room's open board, for its thumbnail (the main room's is on the host's own stage). */
const boardOf = (breakouts: BreakoutsView, room: number, roomId: string | null) => {
  const whiteboardId = breakouts.boards?.[room];
  return whiteboardId && roomId ? { whiteboardId, roomId } : null;
};

/** A host's view of breakout rooms (ADR 0087, B1–B11): open them, or manage the rooms that are open. */
export function BreakoutsCockpit() {
  const connection = useConnection();
  const breakouts = useClassroom((s) => s.breakouts);
  const commands = useMemo(() => breakoutCommands(connection), [connection]);
  const { feedback, run } = useFeedback();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {feedback && (
        <Alert severity={feedback.error ? 'error' : 'success'} role={feedback.error ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      {breakouts ? (
        <OpenRooms breakouts={breakouts} commands={commands} run={run} />
      ) : (
        <OpenForm commands={commands} run={run} />
      )}
    </Box>
  );
}

function OpenForm({ commands, run }: { commands: BreakoutCommands; run: Run }) {
  const [count, setCount] = useState('2');
  const [allowChoose, setAllowChoose] = useState(false);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= breakoutLimits.minRooms && n <= breakoutLimits.maxRooms;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void run(commands.open(n, allowChoose));
      }}
      sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <Typography variant="body2" color="text.secondary">
        Split the class into small groups. Each room has its own chat and video; everyone comes back to the main room
        when you close the rooms.
      </Typography>
      <TextField
        label="Number of rooms"
        type="number"
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={!valid}
        helperText={valid ? ' ' : `From ${breakoutLimits.minRooms} to ${breakoutLimits.maxRooms} rooms`}
        slotProps={{ htmlInput: { min: breakoutLimits.minRooms, max: breakoutLimits.maxRooms } }}
        sx={{ width: 200 }}
      />
      <FormControlLabel
        control={<Checkbox checked={allowChoose} onChange={(event) => setAllowChoose(event.target.checked)} />}
        label="Let students choose a room"
      />
      <Button type="submit" variant="contained" disabled={!valid}>
        Open rooms
      </Button>
    </Box>
  );
}

function OpenRooms({ breakouts, commands, run }: { breakouts: BreakoutsView; commands: BreakoutCommands; run: Run }) {
  const participants = useClassroom((s) => s.participants);
  const you = useClassroom((s) => s.you?.connection ?? '');
  const mainChat = useClassroom(mainChatRoomOf);
  const people = useMemo<CockpitPerson[]>(
    () =>
      participants
        .filter((p) => p.status !== 'OFFLINE')
        .map((p) => ({ participant: p, room: placeOf(breakouts, p.connection), isHost: hostFlagOf(p).isHost })),
    [participants, breakouts],
  );
  const rooms = [{ room: mainRoom, name: breakoutTexts.mainRoom, chatRoomId: '' }, ...breakouts.rooms];
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void run(commands.shuffle())}>
          Assign at random
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={breakouts.allowChoose}
              onChange={(event) => void run(commands.letChoose(event.target.checked))}
            />
          }
          label="Let students choose a room"
        />
        <Button variant="contained" color="error" onClick={() => void run(commands.close())} sx={{ ml: 'auto' }}>
          Close all rooms
        </Button>
      </Box>
      <TimerControl breakouts={breakouts} commands={commands} run={run} />
      <BroadcastForm commands={commands} run={run} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {rooms.map((r) => (
          <BreakoutRoomCard
            key={r.room}
            room={r.room}
            name={r.name}
            rooms={rooms}
            people={people.filter((p) => p.room === r.room)}
            board={boardOf(breakouts, r.room, mainChat)}
            visit={breakouts.visits[you]}
            commands={commands}
            run={run}
          />
        ))}
      </Box>
    </>
  );
}

function TimerControl({
  breakouts,
  commands,
  run,
}: {
  breakouts: BreakoutsView;
  commands: BreakoutCommands;
  run: Run;
}) {
  const left = useTimeLeft(breakouts.endsAt);
  const [minutes, setMinutes] = useState('10');
  const [seconds, setSeconds] = useState('0');
  const total = Number(minutes) * 60 + Number(seconds);
  const valid =
    Number.isInteger(total) && total >= breakoutLimits.timerMinSeconds && total <= breakoutLimits.timerMaxSeconds;
  if (left !== null)
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>Rooms close in {clock(left)}</Typography>
        <Button onClick={() => void run(commands.timer(null))}>Stop timer</Button>
      </Box>
    );
  return (
    <Box
      component="form"
      aria-label="Timer"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void run(commands.timer(total));
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {(
        [
          ['Minutes', minutes, setMinutes, 240],
          ['Seconds', seconds, setSeconds, 59],
        ] as const
      ).map(([label, value, set, max]) => (
        <TextField
          key={label}
          label={label}
          type="number"
          size="small"
          value={value}
          onChange={(event) => set(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max } }}
          sx={{ width: 110 }}
        />
      ))}
      <Button type="submit" variant="outlined" disabled={!valid}>
        Start timer
      </Button>
      <Typography variant="body2" color="text.secondary">
        Everyone hears a one-minute warning; the rooms close by themselves at the end.
      </Typography>
    </Box>
  );
}

function BroadcastForm({ commands, run }: { commands: BreakoutCommands; run: Run }) {
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      aria-label="Message to every room"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        void run(commands.broadcast(text.trim()), ({ sent }: { sent: number }) => {
          setText('');
          return `Sent to ${sent} rooms and the main room`;
        });
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        label="Message to every room"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: breakoutLimits.broadcastMax } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={!text.trim()}>
        Send to every room
      </Button>
    </Box>
  );
}
