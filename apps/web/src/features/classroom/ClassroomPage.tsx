import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { loadMuiTheme } from '../../app/loadMuiTheme';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/toast';
import { Lobby } from './admission/Lobby';
import type { ClassroomConnection } from './connection/ClassroomConnection';
import { ConnectionProvider } from './connection/ClassroomContext';
import { MediaProvider } from './media/MediaContext';
import { MediaSession } from './media/MediaSession';

/**
 * The room (grid, chat with its rich-text composer, side panels) is its own chunk, in the MUI theme fetched beside
 * it: a first visit to a classroom link downloads the lobby only, which is plain (ADR 0051; issue 14: the
 * classroom's first load ≤ 400 KiB). Their download starts at the visitor's first touch of the lobby (choosing a
 * device, typing a name, Join), so they are there when they enter.
 */
const loadRoom = () => Promise.all([import('./room/ClassroomRoom'), loadMuiTheme()]);
const ClassroomRoom = lazy(() =>
  loadRoom().then(([{ ClassroomRoom: Room }, Theme]) => ({
    default: (props: ComponentProps<typeof Room>) => (
      <Theme>
        <Room {...props} />
      </Theme>
    ),
  })),
);
const preloadRoom = () => void loadRoom().catch(() => undefined);

interface Joined {
  connection: ClassroomConnection;
  media: MediaSession;
  title: string;
}

/**
 * `/meet/:meetingId` (and `/meet/demo?session=`): the lobby until one joins, then the room on its own
 * connection and media session (on the devices chosen in the lobby), which close when the page goes away or
 * one returns to the lobby.
 */
export function ClassroomPage() {
  const { meetingId = 'demo' } = useParams();
  const [search] = useSearchParams();
  const [joined, setJoined] = useState<Joined | null>(null);
  const toast = useToast();
  const link = {
    schedule: search.get('schedule') ?? undefined,
    program: search.get('program') ?? undefined,
    session: search.get('session') ?? undefined,
  };

  useEffect(() => {
    joined?.media.start();
    return () => {
      joined?.media.close();
      joined?.connection.close();
    };
  }, [joined]);

  if (!joined)
    return (
      <div
        style={{ display: 'contents' }}
        onPointerDownCapture={preloadRoom}
        onFocusCapture={preloadRoom}
        onKeyDownCapture={preloadRoom}
      >
        <Lobby
          meetingId={meetingId}
          link={link}
          onJoined={(connection, title, { startAudioOnly, ...devices }) => {
            const media = new MediaSession({ host: connection, ...devices, notify: (m) => toast.warning(m) });
            // The pre-call check found the connection slow: others' cameras start off (ADR 0086).
            if (startAudioOnly) media.incoming.setMode('off');
            setJoined({ connection, title, media });
          }}
        />
      </div>
    );
  return (
    <ConnectionProvider connection={joined.connection}>
      <MediaProvider session={joined.media}>
        <Suspense fallback={<PageLoader />}>
          <ClassroomRoom title={joined.title} onBackToLobby={() => setJoined(null)} />
        </Suspense>
      </MediaProvider>
    </ConnectionProvider>
  );
}
