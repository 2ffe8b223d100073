/**
 * The Whiteboards modal (classroom spec §2, §5, §8): the classroom's boards, a new board, or an earlier one
 * loaded for everyone, each after its confirmation. Opening needs a connected socket.
 */
import { classroomTexts, messages, type WhiteboardSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatLongDateTime } from '../../../lib/format';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { createWhiteboard, listWhiteboards } from './boardsApi';
import { type ClassroomSocket, type OpenBoard, startWhiteboard } from './wire';

export interface WhiteboardBoardsProps {
  socket: ClassroomSocket | null;
  /** The classroom's chat room id, `meet:{roomKey}`. */
  roomId: string;
  /** The current lesson, recorded on new boards. */
  sessionId?: string | null;
  /** The board open now, if any (shown as open instead of offering to load it). */
  activeWhiteboardId?: string | null;
  /** A board was opened for everyone: its id and the state from the ack. */
  onOpened: (board: OpenBoard) => void;
  /** Called after a board was opened (the modal closes itself with it). */
  onDone?: () => void;
}

export interface WhiteboardsModalProps extends WhiteboardBoardsProps {
  open: boolean;
  onClose: () => void;
}

type Pending = { kind: 'new' } | { kind: 'load'; whiteboardId: string };

export const whiteboardsQueryKey = (roomId: string) => ['whiteboards', roomId] as const;

function BoardList({
  boards,
  activeId,
  onLoad,
}: {
  boards: WhiteboardSummary[];
  activeId?: string | null;
  onLoad: (id: string) => void;
}) {
  if (!boards.length) return <Typography color="text.secondary">{messages.noWhiteboards}</Typography>;
  return (
    <List dense aria-label="Whiteboards of this classroom">
      {boards.map((board, index) => (
        <ListItem
          key={board.key}
          divider
          data-testid="whiteboard-item"
          secondaryAction={
            board.key === activeId ? (
              <Typography variant="caption" color="primary">
                Open now
              </Typography>
            ) : (
              <Button
                size="small"
                onClick={() => onLoad(board.key)}
                aria-label={`Load whiteboard ${boards.length - index}`}
              >
                Load
              </Button>
            )
          }
        >
          <ListItemText
            primary={`Whiteboard ${boards.length - index}`}
            secondary={`Created ${formatLongDateTime(board.createdAt)} · last changed ${formatLongDateTime(board.updatedAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The modal's content: a New whiteboard button, the classroom's boards with Load buttons, and the
 * confirmations. For a dialog of the classroom screen's own; `WhiteboardsModal` wraps it in the app's Modal.
 */
export function WhiteboardBoards({
  socket,
  roomId,
  sessionId,
  activeWhiteboardId,
  onOpened,
  onDone,
}: WhiteboardBoardsProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  // The question stays the same while its dialog fades out.
  const asked = useRef<Pending>({ kind: 'new' });
  if (pending) asked.current = pending;
  const [busy, setBusy] = useState(false);
  const boards = useQuery({ queryKey: whiteboardsQueryKey(roomId), queryFn: () => listWhiteboards(roomId) });

  const ask = (next: Pending) => {
    if (!socket?.connected) return toast.error(messages.noConnection);
    setPending(next);
  };

  const proceed = async () => {
    const choice = pending;
    setPending(null);
    if (!choice) return;
    if (!socket?.connected) return toast.error(messages.noConnection);
    setBusy(true);
    try {
      const whiteboardId = choice.kind === 'new' ? await createWhiteboard(roomId, sessionId) : choice.whiteboardId;
      const board = await startWhiteboard(socket, whiteboardId);
      void queryClient.invalidateQueries({ queryKey: whiteboardsQueryKey(roomId) });
      onOpened(board);
      onDone?.();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" onClick={() => ask({ kind: 'new' })} disabled={busy} data-testid="whiteboard-new">
          New whiteboard
        </Button>
      </Box>
      {boards.isPending ? (
        <CircularProgress size={28} aria-label="Loading whiteboards" />
      ) : boards.isError ? (
        <Alert severity="error">{boards.error.message}</Alert>
      ) : (
        <BoardList
          boards={boards.data}
          activeId={activeWhiteboardId}
          onLoad={(id) => ask({ kind: 'load', whiteboardId: id })}
        />
      )}
      <Modal
        open={Boolean(pending)}
        onClose={() => setPending(null)}
        title={asked.current.kind === 'new' ? 'New whiteboard' : 'Load whiteboard'}
        maxWidth="xs"
        actions={
          <>
            <Button onClick={() => setPending(null)}>Cancel</Button>
            <Button variant="contained" onClick={() => void proceed()}>
              OK
            </Button>
          </>
        }
      >
        <Typography>
          {asked.current.kind === 'new' ? classroomTexts.newWhiteboardConfirm : classroomTexts.loadWhiteboardConfirm}
        </Typography>
      </Modal>
    </>
  );
}

/** The Whiteboards modal (classroom spec §2). */
export function WhiteboardsModal({ open, onClose, ...props }: WhiteboardsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Whiteboards">
      <WhiteboardBoards {...props} onDone={onClose} />
    </Modal>
  );
}
