import { type BreakoutsView, mainRoom } from '@chalkline/contracts';
import { useId, useState } from 'react';
import type { BreakoutCommands } from './breakout-commands';
import { RoomOptions } from './RoomOptions';

/** A student picks a room while the host lets them (B4); a refusal is said beside the choice. */
export function RoomChoice({
  breakouts,
  room,
  commands,
}: {
  breakouts: BreakoutsView;
  room: number;
  commands: BreakoutCommands;
}) {
  const id = useId();
  const [error, setError] = useState('');
  const handleChange = async (value: number) => {
    setError('');
    const answer = await commands.choose(value === mainRoom ? null : value);
    if (answer.error !== undefined) setError(answer.error);
  };
  return (
    <>
      <label htmlFor={id} style={{ fontSize: 14 }}>
        Choose a room
      </label>
      <select
        id={id}
        value={room}
        onChange={(event) => void handleChange(Number(event.target.value))}
        style={{ font: 'inherit', fontSize: 14, padding: '4px 6px', borderRadius: 8 }}
      >
        <RoomOptions rooms={breakouts.rooms} />
      </select>
      {error && (
        <span role="alert" style={{ fontSize: 14 }}>
          {error}
        </span>
      )}
    </>
  );
}
