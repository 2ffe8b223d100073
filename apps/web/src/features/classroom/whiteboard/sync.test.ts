import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { startElement } from './geometry';
import { WhiteboardModel } from './model';
import { WhiteboardSync } from './sync';
import { FakeClassroom } from './testing/fakeClassroom';

const boardId = '5b0b5c43-7a4c-4d1e-9d55-0a9f1b6f1c11';
const style = { strokeColor: '#000000', strokeWidth: 3 };
const stroke = (id: string, x = 0) => ({
  ...startElement('SCRIBBLE', { x, y: 0 }, style, id),
  points: [0, 0, 10, 10, 20, 5],
});

let net: FakeClassroom;
const opened: WhiteboardSync[] = [];

/** One browser: a model and its sync over a socket of the fake classroom. */
function join(name: string, initialState?: Uint8Array) {
  const socket = net.connect(name);
  const model = new WhiteboardModel(new Y.Doc());
  const sync = new WhiteboardSync({
    socket,
    whiteboardId: boardId,
    doc: model.doc,
    user: { key: name, name, color: '#123456' },
  });
  if (initialState) sync.applyState(initialState);
  opened.push(sync);
  return { socket, model, sync };
}
const ids = (model: WhiteboardModel) =>
  model
    .getElements()
    .map((e) => e.id)
    .sort();

beforeEach(() => {
  net = new FakeClassroom(boardId);
});
afterEach(() => {
  for (const sync of opened.splice(0)) sync.destroy();
});

describe('WhiteboardSync', () => {
  it('two clients drawing at the same time converge, and so does the server', () => {
    const a = join('Tutor');
    const b = join('Student');
    a.model.add(stroke('a1'));
    b.model.add(stroke('b1'));
    a.model.add(stroke('a2'));
    net.flush();
    expect(ids(a.model)).toEqual(['a1', 'a2', 'b1']);
    expect(ids(b.model)).toEqual(ids(a.model));
    expect(b.model.get('a1')?.points).toEqual([0, 0, 10, 10, 20, 5]);
    expect(new WhiteboardModel(net.doc).getElements()).toHaveLength(3);
  });

  it('sends each committed stroke as one y_update and never echoes remote updates back', () => {
    const a = join('Tutor');
    const b = join('Student');
    a.model.add(stroke('a1'));
    a.model.add(stroke('a2'));
    net.flush();
    expect(ids(b.model)).toEqual(['a1', 'a2']);
    expect(net.updatesFrom(a.socket)).toBe(2);
    expect(net.updatesFrom(b.socket)).toBe(0);
  });

  it('starts from the state of the open ack and sends nothing the server already has', () => {
    const a = join('Tutor');
    a.model.add(stroke('a1'));
    net.flush();
    const late = join('Late', Y.encodeStateAsUpdate(net.doc));
    net.flush();
    expect(ids(late.model)).toEqual(['a1']);
    expect(net.updatesFrom(late.socket)).toBe(0);
  });

  it('a client that reconnects after missing updates converges, keeping what it drew offline', () => {
    const a = join('Tutor');
    const b = join('Student');
    a.model.add(stroke('a1'));
    net.flush();
    b.socket.disconnect();
    a.model.add(stroke('a2'));
    a.model.remove(['a1']);
    b.model.add(stroke('b-offline'));
    net.flush();
    expect(ids(b.model)).toEqual(['a1', 'b-offline']);
    expect(net.updatesFrom(b.socket)).toBe(0);

    b.socket.reconnect();
    net.flush();
    expect(ids(b.model)).toEqual(['a2', 'b-offline']);
    expect(ids(a.model)).toEqual(['a2', 'b-offline']);
    expect(ids(new WhiteboardModel(net.doc))).toEqual(['a2', 'b-offline']);
  });

  it('applies a start_whiteboard for its board and ignores updates of another board', () => {
    const a = join('Tutor');
    const other = new Y.Doc();
    new WhiteboardModel(other).add(stroke('x1'));
    a.socket.deliver('y_update', { whiteboardId: crypto.randomUUID(), update: Y.encodeStateAsUpdate(other) });
    net.flush();
    expect(ids(a.model)).toEqual([]);
    a.socket.deliver('start_whiteboard', { whiteboardId: boardId, state: Y.encodeStateAsUpdate(other).buffer });
    net.flush();
    expect(ids(a.model)).toEqual(['x1']);
  });

  it('survives a malformed remote update without harming the document', () => {
    const onError = vi.fn();
    const socket = net.connect('Tutor');
    const model = new WhiteboardModel();
    opened.push(
      new WhiteboardSync({
        socket,
        whiteboardId: boardId,
        doc: model.doc,
        user: { key: 't', name: 'T', color: '#000' },
        onError,
      }),
    );
    model.add(stroke('a1'));
    socket.deliver('y_update', { whiteboardId: boardId, update: new Uint8Array([255, 255, 255, 1]) });
    net.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(ids(model)).toEqual(['a1']);
  });

  it('detaches from the socket when destroyed', () => {
    const a = join('Tutor');
    expect(a.socket.listenerCount('y_update')).toBe(1);
    a.sync.destroy();
    expect(a.socket.listenerCount('y_update')).toBe(0);
    expect(a.socket.listenerCount('y_awareness_update')).toBe(0);
  });
});
