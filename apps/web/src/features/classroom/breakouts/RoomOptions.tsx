import { type BreakoutRoom, breakoutTexts, mainRoom } from '@chalkline/contracts';

/** A room select's options: the main room, then each breakout room by name. */
export function RoomOptions({ rooms }: { rooms: readonly Pick<BreakoutRoom, 'room' | 'name'>[] }) {
  return (
    <>
      <option value={mainRoom}>{breakoutTexts.mainRoom}</option>
      {rooms.map((r) => (
        <option key={r.room} value={r.room}>
          {r.name}
        </option>
      ))}
    </>
  );
}
