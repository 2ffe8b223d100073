import { classroom, mayReceiveMedia, type Participant, sortParticipants } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactElement, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { pinnedWithSpotlight } from '../host-controls/host-control-reducers';
import { useMedia } from '../media/MediaContext';
import type { MediaState } from '../media/media-state';
import { bestShape, fittedGridWidth, gridShape, tileGapPx } from './gridShape';
import { ParticipantTile } from './ParticipantTile';
import { RemoteAudio } from './RemoteAudio';
import { ScreenTile, screenKey, useScreenPins } from './ScreenTile';

/** A tile in the grid: a person's camera, or a person's shared screen. */
interface GridTile {
  key: string;
  participant: Participant;
  screen: boolean;
}

/** The stage's size in CSS pixels, once measured. */
function useSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

function FitGrid({
  tiles,
  narrow,
  render,
}: {
  tiles: GridTile[];
  narrow: boolean;
  render: (t: GridTile) => ReactElement;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const size = useSize(stage);
  // Phones show one or two people a little taller; a shared screen keeps its 16:9.
  const ratio = narrow && tiles.length <= 2 && !tiles.some((t) => t.screen) ? 4 / 3 : 16 / 9;
  const shape = size?.width ? bestShape(tiles.length, size.width, size.height, ratio) : gridShape(tiles.length, narrow);
  return (
    <Box
      ref={stage}
      sx={{ width: '100%', height: '100%', containerType: 'size', display: 'grid', placeItems: 'center' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: `${tileGapPx}px`,
          width: fittedGridWidth(shape, ratio),
          // A last row that is not full stays centred.
          '& > *': {
            flex: `0 0 calc((100% - ${(shape.columns - 1) * tileGapPx}px) / ${shape.columns})`,
            aspectRatio: String(ratio),
          },
        }}
      >
        {tiles.map(render)}
      </Box>
    </Box>
  );
}

/** The width of a tile in the strip below the stage: up to three share the row, at most 240 px each. */
export const stripTileWidth = (count: number): string => {
  const visible = Math.max(1, Math.min(count, 3));
  return `min(240px, calc((100% - ${(visible - 1) * 12}px) / ${visible}))`;
};

/** Connections sharing a screen now (one's own included), as one stable string for memos. */
const sharingOf = (you: string | undefined) => (s: MediaState) =>
  [
    ...(s.local['screen-video'] && you ? [you] : []),
    ...Object.keys(s.peers).filter((c) => s.peers[c]?.['screen-video']),
  ].join('|');

/**
 * The video grid (classroom spec 2, 4), "active presenter" by default: a shared screen takes the stage
 * (pinned automatically unless unpinned) with the cameras in a strip beside it, below it at 767.9 px and
 * narrower; without pins, one grid that fits the stage. People who left or went offline have no tiles.
 */
export function TileGrid({ narrow }: { narrow: boolean }) {
  const connection = useConnection();
  const participants = useClassroom((s) => s.participants);
  const you = useClassroom((s) => s.you);
  const reactions = useClassroom((s) => s.reactions);
  const ownPins = useClassroom((s) => s.pinned);
  const spotlight = useClassroom((s) => s.spotlight);
  const sharing = useMedia(sharingOf(you?.connection));
  const stripBelow = useMediaQuery(`(max-width: ${classroom.tilePinBreakpoint}px)`);

  const breakouts = useClassroom((s) => s.breakouts);
  // While breakout rooms are open, the tiles are the people whose media this person receives (B8).
  const present = useMemo(
    () =>
      sortParticipants(
        participants.filter(
          (p) =>
            p.status !== 'OFFLINE' &&
            (p.connection === you?.connection || mayReceiveMedia(breakouts, you?.connection ?? '', p.connection)),
        ),
      ),
    [participants, breakouts, you],
  );
  const sharers = useMemo(() => (sharing ? sharing.split('|') : []), [sharing]);
  const toggleScreenPin = useScreenPins(sharers, you?.connection);
  const tiles: GridTile[] = useMemo(() => {
    const screens = present
      .filter((p) => sharers.includes(p.connection))
      .map((p) => ({ key: screenKey(p.connection), participant: p, screen: true }));
    return [...screens, ...present.map((p) => ({ key: p.connection, participant: p, screen: false }))];
  }, [present, sharers]);
  // A host's spotlight pins that person on everyone's screen first (ADR 0081); one's own pins follow it.
  const pinned = useMemo(
    () =>
      pinnedWithSpotlight(
        ownPins,
        spotlight,
        present.map((p) => p.connection),
      ),
    [ownPins, spotlight, present],
  );
  const stage = pinned.flatMap((key) => tiles.filter((t) => t.key === key));
  const others = tiles.filter((t) => !pinned.includes(t.key));

  const renderTile = (t: GridTile) => {
    const isYou = t.participant.connection === you?.connection;
    const isPinned = pinned.includes(t.key);
    if (t.screen)
      return (
        <ScreenTile
          key={t.key}
          participant={t.participant}
          isYou={isYou}
          pinned={isPinned}
          onTogglePin={() => toggleScreenPin(t.participant.connection)}
        />
      );
    return (
      <ParticipantTile
        key={t.key}
        participant={t.participant}
        isYou={isYou}
        reaction={reactions[t.key]}
        pinned={isPinned}
        onTogglePin={() => connection.togglePin(t.key)}
      />
    );
  };

  const layout = !stage.length ? (
    <FitGrid tiles={tiles} narrow={narrow} render={renderTile} />
  ) : (
    <Box
      sx={{ display: 'flex', flexDirection: stripBelow ? 'column' : 'row', gap: 1.5, width: '100%', height: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <FitGrid tiles={stage} narrow={narrow} render={renderTile} />
      </Box>
      {others.length > 0 && (
        <Box
          aria-label="Other participants"
          sx={{
            display: 'flex',
            flexDirection: stripBelow ? 'row' : 'column',
            gap: 1.5,
            overflow: 'auto',
            // Room for the speaking ring; the strip centres along the stage until it has to scroll.
            p: '4px',
            // Below the stage (767.9 px and narrower) up to three tiles share the width, none wider than
            // 240 px, so a phone shows two people whole under a shared screen; beside it, a fifth of the width.
            flex: stripBelow ? '0 0 auto' : '0 0 22%',
            '& > *': {
              flex: '0 0 auto',
              aspectRatio: '16 / 9',
              height: 'auto',
              width: stripBelow ? stripTileWidth(others.length) : '100%',
            },
            '& > :first-of-type': stripBelow ? { ml: 'auto' } : { mt: 'auto' },
            '& > :last-of-type': stripBelow ? { mr: 'auto' } : { mb: 'auto' },
          }}
        >
          {others.map(renderTile)}
        </Box>
      )}
    </Box>
  );

  return (
    <>
      <RemoteAudio />
      {layout}
    </>
  );
}
