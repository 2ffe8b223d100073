import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatLongDateTime } from '../../lib/format';
import { personName } from '../../lib/people';
import { userCan } from '../../lib/permissions';
import { CopyButton } from '../../ui/CopyButton';
import { DataGrid } from '../../ui/data-grid';
import { usePageParams } from '../../ui/data-grid/usePageParams';
import { ListPage } from '../../ui/ListPage';
import { useSession } from '../auth/useSession';
import { recordingsPath } from '../classroom/recording/recordingsPath';
import { BookDemoDialog } from './BookDemoDialog';
import { ClassroomSettingsDialog } from './ClassroomSettingsDialog';
import { LiveClassesNav } from './LiveClassesNav';
import { LiveParticipants } from './LiveParticipants';
import {
  type BookedDemo,
  fetchDemoSessions,
  fetchLiveClasses,
  type LiveClassroom,
  type PastMeeting,
} from './liveClasses.api';
import { absoluteLink } from './meetings.api';

/** How often the live list refreshes while the page is open. */
export const liveRefreshMs = 10_000;

/** The recordings page of the classroom a link (`/meet/{meetingId}?program=…|session=…`) opens (ADR 0044). */
export function recordingsOf(link: string): string {
  const url = new URL(link, 'http://classroom.invalid');
  const meetingId = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return recordingsPath(meetingId, {
    program: url.searchParams.get('program'),
    session: url.searchParams.get('session'),
  });
}

const kindLabels = { student: 'Student classroom', program: 'Program classroom', demo: 'Demo' } as const;

function LiveCard({ room }: { room: LiveClassroom }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={room.title}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {room.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kindLabels[room.kind]}
              {room.live.startedAt ? ` · since ${formatLongDateTime(room.live.startedAt)}` : ''}
            </Typography>
          </Box>
          <Chip
            size="small"
            color="success"
            label={`${room.live.participants.length} in class`}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          />
        </Stack>
        <LiveParticipants live={room.live} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="small" variant="contained" component={RouterLink} to={room.link}>
            Join
          </Button>
          <Button size="small" component={RouterLink} to={recordingsOf(room.link)}>
            Recordings
          </Button>
          <CopyButton text={absoluteLink(room.link)} variant="icon" label={`Copy the link of ${room.title}`} />
          <ClassroomSettingsDialog classroom={room} title={room.title} settings={room.settings} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Classrooms live now: a card each with who is in it, refreshed every few seconds. */
function LiveNow() {
  const { page, limit } = usePageParams();
  // The same query as the past lessons' grid below: one request answers both.
  const query = useQuery({
    queryKey: ['classrooms', 'meetings', { page, limit }],
    queryFn: () => fetchLiveClasses(page, limit),
    placeholderData: keepPreviousData,
    refetchInterval: liveRefreshMs,
  });
  if (query.isPending) return <Skeleton variant="rounded" height={96} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const live = query.data.live;
  if (!live.length) return <Typography color="text.secondary">No class is live right now.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {live.map((room) => (
        <LiveCard key={room.roomKey} room={room} />
      ))}
    </Box>
  );
}

const demoStatus = { upcoming: 'Upcoming', started: 'Started', completed: 'Completed', expired: 'Expired' } as const;

/** The latest demo sessions booked, with their links. */
function DemoSessions() {
  const query = useQuery({ queryKey: ['classrooms', 'demo-sessions'], queryFn: () => fetchDemoSessions() });
  if (query.isPending) return <Skeleton variant="rounded" height={64} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data.items.length) return <Typography color="text.secondary">No demo session booked yet.</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Demo sessions">
      {query.data.items.map((demo: BookedDemo) => (
        <Paper key={demo.key} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{demo.guestName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatLongDateTime(demo.time)}
                {demo.tutor ? ` · with ${personName(demo.tutor)}` : ' · any tutor'}
                {demo.guestEmail ? ` · ${demo.guestEmail}` : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                size="small"
                label={demoStatus[demo.status]}
                color={demo.status === 'started' ? 'success' : 'default'}
              />
              {(demo.status === 'upcoming' || demo.status === 'started') && (
                <>
                  <Button size="small" component={RouterLink} to={demo.link}>
                    Open
                  </Button>
                  <CopyButton
                    text={absoluteLink(demo.link)}
                    variant="icon"
                    label={`Copy the demo link for ${demo.guestName}`}
                  />
                </>
              )}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin/meetings (Live Classes): what is live now and who is in it, demo sessions, and past lessons. */
export function LiveClassesPage() {
  // Demo sessions are the demo bookings group's (ADR 0030); a manager without it sees the classrooms only.
  const demos = userCan(useSession(), 'demoBookings.access');
  return (
    <ListPage title="Live Classes" action={demos ? <BookDemoDialog /> : undefined}>
      <LiveClassesNav />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="live-now">
          <Typography id="live-now" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Live now
          </Typography>
          <LiveNow />
        </Box>
        {demos && (
          <Box component="section" aria-labelledby="demo-sessions">
            <Typography id="demo-sessions" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Demo sessions
            </Typography>
            <DemoSessions />
          </Box>
        )}
        <Box component="section" aria-labelledby="past-classes">
          <Typography id="past-classes" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Classes held
          </Typography>
          <DataGrid<PastMeeting>
            queryKey={['classrooms', 'meetings']}
            columns={[
              { key: 'title', header: 'Classroom', render: (row) => row.title },
              { key: 'kind', header: 'Kind', render: (row) => kindLabels[row.kind] },
              { key: 'startedAt', header: 'Started', render: (row) => formatLongDateTime(row.startedAt) },
              {
                key: 'endedAt',
                header: 'Ended',
                render: (row) =>
                  row.endedAt ? formatLongDateTime(row.endedAt) : <Chip size="small" color="success" label="Live" />,
              },
              { key: 'attendance', header: 'Attended', align: 'right', render: (row) => row.attendance },
            ]}
            fetcher={fetchLiveClasses}
            getRowId={(row) => row.key}
            emptyMessage="No class has been held yet."
            ariaLabel="Classes held"
          />
        </Box>
      </Stack>
    </ListPage>
  );
}
