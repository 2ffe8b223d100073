import { classroom, type Participant, sortParticipants } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactElement, useMemo } from 'react';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { fittedGridWidth, gridShape, tileGapPx } from './gridShape';
import { ParticipantTile } from './ParticipantTile';

function FitGrid({
  people,
  narrow,
  render,
}: {
  people: Participant[];
  narrow: boolean;
  render: (p: Participant) => ReactElement;
}) {
  const shape = gridShape(people.length, narrow);
  const ratio = narrow && people.length <= 2 ? 4 / 3 : 16 / 9;
  return (
    <Box sx={{ width: '100%', height: '100%', containerType: 'size', display: 'grid', placeItems: 'center' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${shape.columns}, minmax(0, 1fr))`,
          gap: `${tileGapPx}px`,
          width: fittedGridWidth(shape, ratio),
          '& > *': { aspectRatio: String(ratio) },
        }}
      >
        {people.map(render)}
      </Box>
    </Box>
  );
}

/**
 * The video grid (classroom spec 2): pinned tiles large, the others in a strip beside them (below on narrow
 * screens); without pins, one grid that fits the stage. People who left or went offline have no tile.
 */
export function TileGrid({ narrow }: { narrow: boolean }) {
  const connection = useConnection();
  const participants = useClassroom((s) => s.participants);
  const you = useClassroom((s) => s.you);
  const reactions = useClassroom((s) => s.reactions);
  const pinned = useClassroom((s) => s.pinned);
  const stripBelow = useMediaQuery(`(max-width: ${classroom.tilePinBreakpoint}px)`);

  const present = useMemo(() => sortParticipants(participants.filter((p) => p.status !== 'OFFLINE')), [participants]);
  const pinnedPeople = pinned.flatMap((c) => present.filter((p) => p.connection === c));
  const others = present.filter((p) => !pinned.includes(p.connection));

  const renderTile = (p: Participant) => (
    <ParticipantTile
      key={p.connection}
      participant={p}
      isYou={p.connection === you?.connection}
      reaction={reactions[p.connection]}
      pinned={pinned.includes(p.connection)}
      onTogglePin={() => connection.togglePin(p.connection)}
    />
  );

  if (!pinnedPeople.length) return <FitGrid people={present} narrow={narrow} render={renderTile} />;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: stripBelow ? 'column' : 'row', gap: 1.5, width: '100%', height: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <FitGrid people={pinnedPeople} narrow={narrow} render={renderTile} />
      </Box>
      {others.length > 0 && (
        <Box
          aria-label="Other participants"
          sx={{
            display: 'flex',
            flexDirection: stripBelow ? 'row' : 'column',
            gap: 1.5,
            overflow: 'auto',
            flex: stripBelow ? '0 0 26%' : '0 0 22%',
            '& > *': {
              flex: '0 0 auto',
              aspectRatio: '16 / 9',
              height: stripBelow ? '100%' : 'auto',
              width: stripBelow ? 'auto' : '100%',
            },
          }}
        >
          {others.map(renderTile)}
        </Box>
      )}
    </Box>
  );
}
