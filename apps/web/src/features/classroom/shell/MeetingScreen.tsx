import { ratingLink } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { BreakoutBanner } from '../breakouts/BreakoutBanner';
import { BreakoutsProvider } from '../breakouts/BreakoutsContext';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { HostNoticeAnnouncer } from '../host-controls/HostNoticeAnnouncer';
import { LockAnnouncer } from '../locks/LockAnnouncer';
import { useMediaSession } from '../media/MediaContext';
import { PollCard } from '../polls/PollCard';
import { PollsProvider } from '../polls/PollsContext';
import { RecordingProvider } from '../recording/RecordingContext';
import { ClassroomWhiteboardList, useClassroomWhiteboard, WhiteboardStage } from '../room/ClassroomWhiteboard';
import { TileGrid } from '../tiles/TileGrid';
import { ClassroomShortcuts } from './ClassroomShortcuts';
import { ControlBar } from './ControlBar';
import { LeaveDialog } from './LeaveDialog';
import { MeetingHeader } from './MeetingHeader';
import { RequestsArea } from './RequestsArea';
import { SidePanel } from './SidePanel';
import { SideRail } from './SideRail';
import { type PanelTab, useIsMobileClassroom } from './useMeetingLayout';
import { WhiteboardsDialog } from './WhiteboardsDialog';

/**
 * The live meeting screen (classroom spec 2), full screen over the meeting area: header, the video grid with
 * requests for hosts, the bottom bar, and the side panel. On mobile a tap on the stage shows or hides the
 * controls, and the panel covers the screen.
 */
export function MeetingScreen({ title }: { title: string }) {
  const connection = useConnection();
  const media = useMediaSession();
  const navigate = useNavigate();
  const isMobile = useIsMobileClassroom();
  const meetingId = useClassroom((s) => s.meetingId);
  const [tab, setTab] = useState<PanelTab>('chat');
  const [panelOpen, setPanelOpen] = useState(() => !isMobile);
  const [controlsShown, setControlsShown] = useState(true);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [whiteboardsOpen, setWhiteboardsOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [chatFocus, setChatFocus] = useState(0);
  const whiteboard = useClassroomWhiteboard();
  const showControls = !isMobile || controlsShown;

  useEffect(() => connection.setChatVisible(panelOpen && tab === 'chat'), [connection, panelOpen, tab]);

  // A window that narrows to mobile (a tablet turned upright) shows the call, not a full-screen panel.
  const wasMobile = useRef(isMobile);
  useEffect(() => {
    if (isMobile && !wasMobile.current) setPanelOpen(false);
    wasMobile.current = isMobile;
  }, [isMobile]);

  const handleOpenPanel = (next: PanelTab) => {
    if (panelOpen && tab === next && !isMobile) return setPanelOpen(false);
    setTab(next);
    setPanelOpen(true);
  };

  // The chat shortcut puts the cursor in the message box once the panel shows it.
  useEffect(() => {
    if (chatFocus) document.querySelector<HTMLElement>('[data-classroom-chat] [role="textbox"]')?.focus();
  }, [chatFocus]);

  const handleOpenChat = () => {
    setTab('chat');
    setPanelOpen(true);
    setChatFocus((n) => n + 1);
  };

  const handleStageTap = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!isMobile || target.closest('button') || target.closest('[data-testid="whiteboard-panel"]')) return;
    setControlsShown((shown) => !shown);
  };

  const handleLeave = async () => {
    media?.close();
    const sessionId = await connection.leave();
    // A planned lesson's tutor is asked for its report on the page after (ADR 0080): the lesson goes along.
    const schedule = new URLSearchParams(window.location.search).get('schedule');
    const rating = sessionId ? ratingLink(meetingId, sessionId) : null;
    navigate(rating ? `${rating}${schedule ? `&schedule=${encodeURIComponent(schedule)}` : ''}` : mainPaths.home, {
      replace: true,
    });
  };

  return (
    <RecordingProvider>
      <PollsProvider>
        <BreakoutsProvider>
          <Box
            sx={{
              position: 'fixed',
              inset: 0,
              zIndex: (theme) => theme.zIndex.appBar + 1,
              display: 'flex',
              bgcolor: '#0c1224',
              backgroundImage: 'radial-gradient(circle at 20% 0%, #1d2b53 0, #0c1224 60%)',
            }}
          >
            <LockAnnouncer />
            <HostNoticeAnnouncer />
            <Box
              component="main"
              aria-label="Classroom"
              sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
            >
              {showControls && (
                <MeetingHeader
                  title={title}
                  isMobile={isMobile}
                  onOpenPanel={handleOpenPanel}
                  onOpenWhiteboards={() => setWhiteboardsOpen(true)}
                />
              )}
              <Box
                onClick={handleStageTap}
                sx={{
                  flex: 1,
                  minHeight: 0,
                  position: 'relative',
                  px: { xs: 1, md: 2.5 },
                  // From tablet width the floating side rail gets its own lane instead of covering tiles; a phone
                  // keeps every pixel for the tiles and lets the rail float over them, but not over an open
                  // whiteboard, whose right edge holds drawing space and the zoom buttons.
                  ...(isMobile && showControls
                    ? { pr: { xs: whiteboard.board ? '76px' : 1, sm: '76px', md: '76px' } }
                    : {}),
                  pb: showControls ? 1.5 : 1,
                  pt: showControls ? 0 : 1,
                }}
              >
                <WhiteboardStage whiteboard={whiteboard}>
                  <TileGrid narrow={isMobile} />
                </WhiteboardStage>
                <RequestsArea />
                <BreakoutBanner />
                {/* A student's poll card floats over the stage's lower left, clear of the side rail (ADR 0073); taps
                  on it answer the poll and leave the controls as they are. */}
                <Box
                  onClick={(event) => event.stopPropagation()}
                  sx={{
                    position: 'absolute',
                    left: { xs: 8, md: 20 },
                    right: { xs: 80, md: 'auto' },
                    bottom: 12,
                    zIndex: 3,
                  }}
                >
                  <PollCard />
                </Box>
                {isMobile && showControls && <SideRail />}
              </Box>
              {showControls && (
                <Box sx={{ pb: isMobile ? 0 : 2, px: isMobile ? 0 : 2 }}>
                  <ControlBar
                    isMobile={isMobile}
                    onLeave={() => setLeaveOpen(true)}
                    onOpenPanel={handleOpenPanel}
                    onOpenWhiteboards={() => setWhiteboardsOpen(true)}
                    onOpenShortcuts={() => setShortcutsOpen(true)}
                  />
                </Box>
              )}
            </Box>
            <SidePanel
              tab={tab}
              open={panelOpen}
              isMobile={isMobile}
              onTabChange={setTab}
              onClose={() => setPanelOpen(false)}
              onOpenWhiteboards={() => setWhiteboardsOpen(true)}
              onOpenShortcuts={() => setShortcutsOpen(true)}
            />
            <ClassroomShortcuts
              helpOpen={shortcutsOpen}
              onHelpOpenChange={setShortcutsOpen}
              onOpenChat={handleOpenChat}
              onLeave={() => setLeaveOpen(true)}
            />
            <LeaveDialog open={leaveOpen} onClose={() => setLeaveOpen(false)} onLeave={handleLeave} />
            <WhiteboardsDialog open={whiteboardsOpen} onClose={() => setWhiteboardsOpen(false)}>
              <ClassroomWhiteboardList whiteboard={whiteboard} onDone={() => setWhiteboardsOpen(false)} />
            </WhiteboardsDialog>
          </Box>
        </BreakoutsProvider>
      </PollsProvider>
    </RecordingProvider>
  );
}
