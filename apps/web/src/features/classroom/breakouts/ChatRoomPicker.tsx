import Box from '@mui/material/Box';
import { useId } from 'react';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { chatRoomNumberOf } from '../connection/classroom-state';
import { pickHostChatRoom } from './breakout-reducers';
import { RoomOptions } from './RoomOptions';

/**
 * While breakout rooms are open a host reads and writes in any room's chat (B7): this picks which; the chat then
 * shows that room's history. Students' chat follows their own room, so they see nothing here.
 */
export function ChatRoomPicker() {
  const connection = useConnection();
  const breakouts = useClassroom((s) => s.breakouts);
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  const room = useClassroom(chatRoomNumberOf);
  const id = useId();
  if (!breakouts || !isHost) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, fontSize: 14 }}>
      <label htmlFor={id}>Chat in</label>
      <select
        id={id}
        value={room}
        onChange={(event) => connection.store.update((s) => pickHostChatRoom(s, Number(event.target.value)))}
        style={{ font: 'inherit', padding: '4px 6px', borderRadius: 8 }}
      >
        <RoomOptions rooms={breakouts.rooms} />
      </select>
    </Box>
  );
}
