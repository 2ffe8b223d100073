import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ClassroomConnection } from './connection/ClassroomConnection';
import { ConnectionProvider } from './connection/ClassroomContext';
import { Lobby } from './lobby/Lobby';
import { ClassroomRoom } from './room/ClassroomRoom';

interface Joined {
  connection: ClassroomConnection;
  title: string;
}

/**
 * `/meet/:meetingId` (and `/meet/demo?session=`): the lobby until one joins, then the room on its own
 * connection, which closes when the page goes away or one returns to the lobby.
 */
export function ClassroomPage() {
  const { meetingId = 'demo' } = useParams();
  const [search] = useSearchParams();
  const [joined, setJoined] = useState<Joined | null>(null);
  const link = {
    schedule: search.get('schedule') ?? undefined,
    program: search.get('program') ?? undefined,
    session: search.get('session') ?? undefined,
  };

  useEffect(() => () => joined?.connection.close(), [joined]);

  if (!joined)
    return (
      <Lobby meetingId={meetingId} link={link} onJoined={(connection, title) => setJoined({ connection, title })} />
    );
  return (
    <ConnectionProvider connection={joined.connection}>
      <ClassroomRoom title={joined.title} onBackToLobby={() => setJoined(null)} />
    </ConnectionProvider>
  );
}
