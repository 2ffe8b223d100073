import { classroomTexts } from '@chalkline/contracts';
import { LobbyFrame } from '../admission/LobbyFrame';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { indicatorOf } from '../connection/classroom-state';
import { MeetingScreen } from '../shell/MeetingScreen';
import { ClassroomAnnouncer } from './ClassroomAnnouncer';
import { RoomNotice } from './RoomNotice';
import { WaitingScreen } from './WaitingScreen';

interface ClassroomRoomProps {
  title: string;
  onBackToLobby: () => void;
}

/**
 * After Join: joining, waiting to be let in, declined or refused, or the live meeting once admitted. The announcer
 * stays mounted through all of them (first in the tree either way), so being let in is heard.
 */
export function ClassroomRoom({ title, onBackToLobby }: ClassroomRoomProps) {
  const connection = useConnection();
  const ready = useClassroom((s) => s.ready);
  const waiting = useClassroom((s) => s.waiting);
  const declined = useClassroom((s) => s.declined);
  const refused = useClassroom((s) => s.refused);
  const replaced = useClassroom((s) => s.replaced);
  const indicator = useClassroom(indicatorOf);

  if (ready)
    return (
      <>
        <ClassroomAnnouncer />
        <MeetingScreen title={title} />
      </>
    );

  const handleCancel = async () => {
    await connection.leave();
    onBackToLobby();
  };

  return (
    <>
      <ClassroomAnnouncer />
      <LobbyFrame title={title}>
        {replaced ? (
          <RoomNotice
            tone="blocked"
            title="You’re in this classroom in another window"
            message={replaced}
            actionLabel="Back to lobby"
            onAction={onBackToLobby}
          />
        ) : refused ? (
          <RoomNotice
            tone="blocked"
            title="You can’t join right now"
            message={refused}
            actionLabel="Back to lobby"
            onAction={onBackToLobby}
          />
        ) : waiting ? (
          <WaitingScreen onCancel={handleCancel} />
        ) : declined ? (
          <RoomNotice
            tone="blocked"
            title="Not this time"
            message={classroomTexts.requestDeclined}
            actionLabel="Back to lobby"
            onAction={onBackToLobby}
          />
        ) : indicator === 'offline' ? (
          <RoomNotice
            tone="offline"
            title="We can’t reach the classroom"
            message="Please check your internet connection and try again."
            actionLabel="Try again"
            onAction={connection.retry}
          />
        ) : (
          <RoomNotice tone="busy" title="Joining the classroom…" message="Getting everything ready for you." />
        )}
      </LobbyFrame>
    </>
  );
}
