/**
 * The shared whiteboard in the live classroom (classroom spec 2, 4, 5, 8; issue 7): which board is open, the
 * Whiteboards dialog's list, and the stage that shows the board as the pinned area beside the video tiles.
 */
import { classroom, messages } from '@chalkline/contracts';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { useToast } from '../../../ui/toast';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { mainChatRoomOf, selfOf } from '../connection/classroom-state';
import { useLockReason } from '../locks/useLockReason';
import { keepPinnedWithWhiteboard, useActiveWhiteboard } from '../whiteboard/useActiveWhiteboard';
import { WhiteboardBoards } from '../whiteboard/WhiteboardsModal';
import { endWhiteboard, type OpenBoard } from '../whiteboard/wire';

// Konva is large: the panel loads only when a board opens.
const WhiteboardPanel = lazy(() =>
  import('../whiteboard/WhiteboardPanel').then((m) => ({ default: m.WhiteboardPanel })),
);

/** The whiteboard's key in the pinned list (its tile category is `whiteboard`). */
export const whiteboardTileKey = 'whiteboard';

/** A pinned key's tile category: a screen share, the whiteboard, or a camera. */
const categoryOf = (key: string) =>
  key.startsWith('screen:') ? 'screen' : key === whiteboardTileKey ? 'whiteboard' : 'camera';

/** The open board and what the classroom screen does with it; call once, in the meeting screen. */
export function useClassroomWhiteboard() {
  const connection = useConnection();
  const toast = useToast();
  const socket = connection.getSocket();
  const snapshot = useClassroom((s) => s.whiteboard);
  const roomId = useClassroom(mainChatRoomOf);
  const sessionId = useClassroom((s) => s.sessionId);
  const { board, opened, closed } = useActiveWhiteboard(socket, snapshot);
  const boardId = board?.whiteboardId ?? null;

  // Spec 4: opening the board unpins every tile that is neither a screen share nor the whiteboard, and the
  // board takes the stage as a pinned tile; closing it takes its pin away.
  useEffect(() => {
    if (!boardId) return;
    const { pinned } = connection.store.get();
    const kept = keepPinnedWithWhiteboard(pinned, categoryOf);
    for (const key of pinned) if (!kept.includes(key)) connection.togglePin(key);
    if (!kept.includes(whiteboardTileKey)) connection.togglePin(whiteboardTileKey);
    return () => {
      if (connection.store.get().pinned.includes(whiteboardTileKey)) connection.togglePin(whiteboardTileKey);
    };
  }, [connection, boardId]);

  /** Closes the board for everyone (R24). */
  const close = useCallback(async () => {
    if (!board) return;
    if (!socket?.connected) return toast.error(messages.noConnection);
    try {
      await endWhiteboard(socket, board.whiteboardId);
      closed();
    } catch (error) {
      toast.error((error as Error).message);
    }
  }, [board, socket, toast, closed]);

  return { socket, roomId, sessionId, board, opened, close };
}

export type ClassroomWhiteboard = ReturnType<typeof useClassroomWhiteboard>;

/** The Whiteboards dialog's content: the classroom's boards, New whiteboard and Load, each confirmed (spec 5). */
export function ClassroomWhiteboardList({
  whiteboard,
  onDone,
}: {
  whiteboard: ClassroomWhiteboard;
  onDone: () => void;
}) {
  if (!whiteboard.roomId) return <Typography color="text.secondary">{messages.noWhiteboards}</Typography>;
  return (
    <WhiteboardBoards
      socket={whiteboard.socket}
      roomId={whiteboard.roomId}
      sessionId={whiteboard.sessionId}
      activeWhiteboardId={whiteboard.board?.whiteboardId}
      onOpened={whiteboard.opened}
      onDone={onDone}
    />
  );
}

function BoardSlot({ board, whiteboard }: { board: OpenBoard; whiteboard: ClassroomWhiteboard }) {
  const self = useClassroom(selfOf);
  const you = useClassroom((s) => s.you);
  const user = {
    key: self?.key ?? you?.key ?? 'me',
    name: self?.firstName ?? 'Guest',
    color: self?.color ?? '#1976d2',
  };
  // A student whose drawing is locked watches the board: the canvas takes no input, and says why (ADR 0075).
  const locked = useLockReason('whiteboard');
  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        ...(locked && { '& .konvajs-content': { pointerEvents: 'none' } }),
      }}
    >
      {locked && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            zIndex: 2,
            left: 8,
            right: 8,
            bottom: 8,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'rgba(12, 18, 36, 0.8)',
            color: 'common.white',
            textAlign: 'center',
          }}
        >
          {locked}
        </Typography>
      )}
      <BoardPanel board={board} whiteboard={whiteboard} user={user} />
    </Box>
  );
}

function BoardPanel({
  board,
  whiteboard,
  user,
}: {
  board: OpenBoard;
  whiteboard: ClassroomWhiteboard;
  user: { key: string; name: string; color: string };
}) {
  return (
    <Suspense fallback={null}>
      <WhiteboardPanel
        key={board.whiteboardId}
        socket={whiteboard.socket}
        roomId={whiteboard.roomId ?? ''}
        sessionId={whiteboard.sessionId}
        whiteboardId={board.whiteboardId}
        initialState={board.state}
        user={user}
        onClose={() => void whiteboard.close()}
        onBoardOpened={whiteboard.opened}
      />
    </Suspense>
  );
}

/**
 * The stage: the video tiles alone, or with a board open the board as the pinned area and the tiles in a strip
 * beside it (below it on narrow screens). Unpinned, the board becomes a tile in the strip and the tiles take
 * the stage. Both keep their place in the tree, so the board never remounts when pinned or unpinned.
 */
export function WhiteboardStage({ whiteboard, children }: { whiteboard: ClassroomWhiteboard; children: ReactNode }) {
  const connection = useConnection();
  const pinned = useClassroom((s) => s.pinned.includes(whiteboardTileKey));
  const stripBelow = useMediaQuery(`(max-width: ${classroom.tilePinBreakpoint}px)`);
  const { board } = whiteboard;
  if (!board) return <>{children}</>;

  const main = { flex: 1, minWidth: 0, minHeight: 0 };
  const strip = { flex: stripBelow ? '0 0 26%' : '0 0 24%', minWidth: 0, minHeight: 0 };
  return (
    <Box
      data-testid="classroom-stage"
      sx={{ display: 'flex', flexDirection: stripBelow ? 'column' : 'row', gap: 1.5, width: '100%', height: '100%' }}
    >
      <Box
        data-testid="whiteboard-slot"
        data-pinned={pinned}
        sx={{
          ...(pinned ? main : strip),
          order: pinned ? 0 : 1,
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <BoardSlot board={board} whiteboard={whiteboard} />
        </Box>
        <Tooltip title={pinned ? 'Unpin whiteboard' : 'Pin whiteboard'}>
          <IconButton
            size="small"
            onClick={() => connection.togglePin(whiteboardTileKey)}
            aria-label={pinned ? 'Unpin whiteboard' : 'Pin whiteboard'}
            sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper', boxShadow: 1 }}
          >
            {pinned ? <PushPinRounded fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ ...(pinned ? strip : main), order: pinned ? 1 : 0 }}>{children}</Box>
    </Box>
  );
}
