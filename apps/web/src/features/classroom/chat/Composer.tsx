import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useLockReason } from '../locks/useLockReason';
import { Composer as SharedComposer } from './composer/Composer';

/**
 * The meeting chat's composer: the product's shared chat composer (platform spec 2.7) writing plain text with
 * line breaks (classroom spec 3). The message shows at once as pending; keystrokes tell the others someone is
 * typing (R20). Guests have no account to upload with, so they attach nothing.
 */
export function Composer() {
  const connection = useConnection();
  const ready = useClassroom((s) => s.rooms.length > 0);
  const uploading = useClassroom((s) => s.messages.list.some((m) => m.uploading));
  const isGuest = useClassroom((s) => s.you?.kind === 'guest');
  // A locked chat says why in the box itself (ADR 0075).
  const locked = useLockReason('chat');
  return (
    <SharedComposer
      format="text"
      disabled={!ready || Boolean(locked)}
      placeholder={locked ?? undefined}
      busy={uploading}
      categories={isGuest ? [] : undefined}
      onTyping={() => connection.keystroke()}
      onSend={({ content, files, category }) => {
        if (!connection.chat.send(content, files, category ?? 'images')) return false;
        connection.stopTyping();
        return true;
      }}
    />
  );
}
