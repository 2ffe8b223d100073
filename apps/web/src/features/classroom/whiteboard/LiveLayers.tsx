/**
 * What moves with the pointer, each in its own non-listening layer so the committed strokes are not redrawn:
 * this user's element in progress, and the others' cursors (name and colour) and strokes in progress.
 */
import { memo, useSyncExternalStore } from 'react';
import { Group, Label, Layer, Line, Tag, Text } from 'react-konva';
import { ElementShape } from './ElementShape';
import { transientLayerName } from './exportPng';
import { type Store, useStore } from './hooks';
import type { RemotePresence } from './presence';
import type { WhiteboardElement } from './types';

/** This user's element in progress (the one awareness shares with the others). */
export const DraftLayer = memo(function DraftLayer({ draft }: { draft: Store<WhiteboardElement | null> }) {
  const element = useStore(draft);
  return (
    <Layer name={transientLayerName} listening={false}>
      {element && <ElementShape element={element} preview />}
    </Layer>
  );
});

const noPresence: readonly RemotePresence[] = [];
const noSubscription = () => () => {};

interface PresenceSource {
  getPresence: () => readonly RemotePresence[];
  subscribePresence: (listener: () => void) => () => void;
}

/** A cursor arrow with its owner's name, drawn the same size whatever the zoom. */
function RemoteCursor({ person, scale }: { person: RemotePresence; scale: number }) {
  if (!person.cursor) return null;
  const { color, name } = person.user;
  return (
    <Group x={person.cursor.x} y={person.cursor.y} scaleX={1 / scale} scaleY={1 / scale}>
      <Line points={[0, 0, 0, 18, 5, 13, 12, 13]} closed fill={color} stroke="#ffffff" strokeWidth={1} />
      <Label x={10} y={18}>
        <Tag fill={color} cornerRadius={4} />
        <Text text={name} fill="#ffffff" fontSize={12} padding={4} />
      </Label>
    </Group>
  );
}

/** The other people on the board: their strokes in progress under their cursors. */
export const PresenceLayer = memo(function PresenceLayer({
  source,
  scale,
}: {
  source: PresenceSource | null;
  scale: number;
}) {
  const people = useSyncExternalStore(
    source?.subscribePresence ?? noSubscription,
    source?.getPresence ?? (() => noPresence),
  );
  return (
    <Layer name={transientLayerName} listening={false}>
      {people.map((person) =>
        person.draft ? <ElementShape key={`draft-${person.clientId}`} element={person.draft} preview /> : null,
      )}
      {people.map((person) => (
        <RemoteCursor key={`cursor-${person.clientId}`} person={person} scale={scale} />
      ))}
    </Layer>
  );
});
