import Box from '@mui/material/Box';
import { ChatRoomPicker } from '../breakouts/ChatRoomPicker';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { TypingLine } from './TypingLine';

/** The Chat tab: messages, who is typing, and the composer. */
export function ChatPanel() {
  return (
    <Box data-classroom-chat sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ChatRoomPicker />
      <MessageList />
      <TypingLine />
      <Composer />
    </Box>
  );
}
