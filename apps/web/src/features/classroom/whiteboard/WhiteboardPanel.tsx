/**
 * The classroom whiteboard (classroom spec §2–§9) as a panel the classroom screen mounts while a board is open:
 * toolbar, shared canvas, text box and image upload. See README.md for the integration API.
 */
import type { WhiteboardTool } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type Konva from 'konva';
import { type KeyboardEvent, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '../../../ui/toast';
import { BoardAsText } from './BoardAsText';
import { WhiteboardBackgroundProvider } from './background';
import { imageOnlyMessage, isImageFile, uploadWhiteboardImage } from './boardsApi';
import { downloadBoardPng } from './exportPng';
import { createImageElement, createTextElement, newId } from './geometry';
import { useElementSize } from './hooks';
import { type Viewport, zoomAround, zoomStep } from './limits';
import type { WhiteboardModel } from './model';
import { elementsBounds } from './rendering';
import { TextEditor } from './TextEditor';
import { Toolbar } from './Toolbar';
import { limits, type ToolStyle, type WhiteboardUser } from './types';
import type { TextRequest } from './usePointerTools';
import { useWhiteboardSync } from './useWhiteboardSync';
import { WhiteboardCanvas } from './WhiteboardCanvas';
import { WhiteboardsModal } from './WhiteboardsModal';
import type { ClassroomSocket, OpenBoard, StateInput } from './wire';

export interface WhiteboardPanelProps {
  /** The classroom socket (namespace `/meet/{meetingId}`), already admitted. */
  socket: ClassroomSocket | null;
  /** The classroom's chat room id, `meet:{roomKey}` (board HTTP calls and image uploads). */
  roomId: string;
  /** The current lesson, for boards created from this panel. */
  sessionId?: string | null;
  whiteboardId: string;
  /** The board's whole state: the open ack's or `start_whiteboard`'s bytes, or the snapshot's base64. */
  initialState?: StateInput;
  /** Shown to the others beside this user's cursor. */
  user: WhiteboardUser;
  onClose?: () => void;
  /**
   * Shows a Whiteboards button in the toolbar (switch or start boards from the board itself); called with the
   * board this user opened for everyone and its state.
   */
  onBoardOpened?: (board: OpenBoard) => void;
}

/** A visually hidden line for tests and screen readers: how many elements the board has. */
function BoardStatus({ model, ready }: { model: WhiteboardModel; ready: boolean }) {
  const count = useSyncExternalStore(model.subscribe, () => model.getElements().length);
  return (
    <Box
      component="span"
      data-testid="whiteboard-status"
      data-element-count={count}
      data-ready={ready}
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      {ready ? `${count} elements on the board` : 'Loading the whiteboard'}
    </Box>
  );
}

const selectionTools: readonly WhiteboardTool[] = ['SELECT', 'GROUPSELECT'];

function PanelBody(props: WhiteboardPanelProps) {
  const { socket, roomId, sessionId, whiteboardId, initialState, user, onClose, onBoardOpened } = props;
  const toast = useToast();
  const session = useWhiteboardSync({ socket, roomId, whiteboardId, initialState, user, onError: toast.error });
  const model = session?.model;
  const [tool, setTool] = useState<WhiteboardTool>('SCRIBBLE');
  const [style, setStyle] = useState<ToolStyle>({
    strokeColor: limits.defaultColor,
    strokeWidth: limits.strokeWidth.default,
  });
  const [view, setView] = useState<Viewport>({ scale: 1, x: 0, y: 0 });
  const [selected, setSelected] = useState<string[]>([]);
  const [textRequest, setTextRequest] = useState<TextRequest | null>(null);
  const [uploading, setUploading] = useState(false);
  const [boardsOpen, setBoardsOpen] = useState(false);
  const [asText, setAsText] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useElementSize(container);
  const centre = { x: size.width / 2, y: size.height / 2 };

  const removeSelected = () => {
    if (model && selected.length) model.remove(selected);
    setSelected([]);
  };
  const changeTool = (next: WhiteboardTool) => {
    if (next === 'DELETE' && selected.length) removeSelected();
    else if (!selectionTools.includes(next)) setSelected([]);
    setTool(next);
  };
  const addImage = async (file: File) => {
    if (!model) return;
    if (!isImageFile(file)) return toast.error(imageOnlyMessage);
    setUploading(true);
    try {
      const url = await uploadWhiteboardImage(file, roomId);
      const at = { x: (centre.x - view.x) / view.scale, y: (centre.y - view.y) / view.scale };
      model.add(createImageElement(at, url, newId()));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  /** Closes a text box; a newer one opened meanwhile (by the same click) stays. */
  const closeText = (request: TextRequest) => setTextRequest((current) => (current === request ? null : current));
  const submitText = (request: TextRequest, text: string) => {
    closeText(request);
    if (!model) return;
    if (request.id) model.update({ [request.id]: { text } });
    else model.add(createTextElement(request.tool, request.at, text, style, newId()));
  };
  const onTextRequest = useCallback((request: TextRequest) => setTextRequest(request), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!model || (event.target as HTMLElement).tagName === 'TEXTAREA') return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if ((event.key === 'Delete' || event.key === 'Backspace') && selected.length) removeSelected();
    else if (mod && key === 'z' && !event.shiftKey) model.undo();
    else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) model.redo();
    else if (event.key === 'Escape') setSelected([]);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      ref={root}
      data-testid="whiteboard-panel"
      data-whiteboard-id={whiteboardId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 320, outline: 'none' }}
    >
      <Toolbar
        tool={tool}
        onToolChange={changeTool}
        style={style}
        onStyleChange={setStyle}
        zoom={view.scale}
        onZoom={(direction) => setView(zoomAround(view, centre, zoomStep(view.scale, direction, 'button')))}
        onZoomReset={() => setView(zoomAround(view, centre, 1))}
        onUndo={() => model?.undo()}
        onRedo={() => model?.redo()}
        onImage={(file) => void addImage(file)}
        uploading={uploading}
        onExport={() =>
          stageRef.current && model && downloadBoardPng(stageRef.current, elementsBounds(model.getElements()))
        }
        onClose={onClose}
      >
        {onBoardOpened && (
          <Button size="small" onClick={() => setBoardsOpen(true)}>
            Whiteboards
          </Button>
        )}
        <Button size="small" aria-pressed={asText} onClick={() => setAsText((open) => !open)}>
          Board as text
        </Button>
      </Toolbar>
      {onBoardOpened && (
        <WhiteboardsModal
          open={boardsOpen}
          onClose={() => setBoardsOpen(false)}
          socket={socket}
          roomId={roomId}
          sessionId={sessionId}
          activeWhiteboardId={whiteboardId}
          onOpened={onBoardOpened}
        />
      )}
      <Box
        ref={container}
        data-testid="whiteboard-stage"
        onPointerDown={(event) => (event.currentTarget.parentElement as HTMLElement).focus({ preventScroll: true })}
        sx={{ position: 'relative', flex: 1, overflow: 'hidden', bgcolor: 'grey.300' }}
      >
        {model && size.width > 0 && size.height > 0 && (
          <WhiteboardCanvas
            model={model}
            sync={session.sync}
            tool={tool}
            style={style}
            view={view}
            onViewChange={setView}
            width={size.width}
            height={size.height}
            selected={selected}
            onSelect={setSelected}
            onTextRequest={onTextRequest}
            stageRef={stageRef}
          />
        )}
        {model && <BoardStatus model={model} ready={session.ready} />}
        {!session?.ready && (
          <CircularProgress
            aria-label="Loading the whiteboard"
            sx={{ position: 'absolute', top: '45%', left: '48%' }}
          />
        )}
        {textRequest && (
          <TextEditor
            key={`${textRequest.at.x}:${textRequest.at.y}:${textRequest.id ?? ''}`}
            request={textRequest}
            view={view}
            onSubmit={(text) => submitText(textRequest, text)}
            onCancel={() => closeText(textRequest)}
            onKeyboardDone={() => root.current?.focus({ preventScroll: true })}
          />
        )}
      </Box>
      {asText && model && (
        <BoardAsText
          model={model}
          style={style}
          centre={{ x: (centre.x - view.x) / view.scale, y: (centre.y - view.y) / view.scale }}
        />
      )}
    </Box>
  );
}

/** The whiteboard panel; it brings its own background setting (`WhiteboardBackgroundProvider`). */
export function WhiteboardPanel(props: WhiteboardPanelProps) {
  return (
    <WhiteboardBackgroundProvider>
      <PanelBody {...props} />
    </WhiteboardBackgroundProvider>
  );
}
