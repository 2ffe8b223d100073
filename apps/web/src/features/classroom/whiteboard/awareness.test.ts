import { classroom } from '@chalkline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { extendElement, startElement } from './geometry';
import { WhiteboardModel } from './model';
import { readPresence } from './presence';
import { WhiteboardSync } from './sync';
import { FakeClassroom } from './testing/fakeClassroom';

const boardId = '5b0b5c43-7a4c-4d1e-9d55-0a9f1b6f1c11';
let net: FakeClassroom;
const opened: WhiteboardSync[] = [];

function join(name: string, color: string) {
  const socket = net.connect(name);
  const model = new WhiteboardModel(new Y.Doc());
  const sync = new WhiteboardSync({ socket, whiteboardId: boardId, doc: model.doc, user: { key: name, name, color } });
  opened.push(sync);
  return { socket, model, sync };
}
/** Lets timers run, then delivers what they sent. */
const wait = (ms: number) => {
  vi.advanceTimersByTime(ms);
  net.flush();
};
const awarenessSent = () => net.received.filter((r) => r.event === 'y_awareness_update').length;

beforeEach(() => {
  vi.useFakeTimers();
  net = new FakeClassroom(boardId);
});
afterEach(() => {
  for (const sync of opened.splice(0)) sync.destroy();
});

describe('WhiteboardSync awareness', () => {
  it('shares name and colour only after 5 s, then shows them to the others', () => {
    const a = join('Tutor', '#e91e63');
    const b = join('Student', '#2196f3');
    a.sync.setCursor({ x: 10, y: 20 });
    wait(classroom.whiteboardAwarenessInitMs - 100);
    expect(awarenessSent()).toBe(0);
    expect(b.sync.getPresence()).toEqual([]);
    wait(100);
    const seen = b.sync.getPresence();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ user: { name: 'Tutor', color: '#e91e63' }, cursor: { x: 10, y: 20 } });
    expect(a.sync.getPresence()[0]?.user.name).toBe('Student');
  });

  it('shows a stroke in progress through awareness and sends the document one update on release', () => {
    const a = join('Tutor', '#e91e63');
    const b = join('Student', '#2196f3');
    wait(classroom.whiteboardAwarenessInitMs);
    let draft = startElement('SCRIBBLE', { x: 0, y: 0 }, { strokeColor: '#000', strokeWidth: 3 }, 's1');
    for (let i = 1; i <= 30; i++) {
      draft = extendElement(draft, { x: i * 3, y: i });
      a.sync.setDraft(draft);
      wait(16);
    }
    expect(b.sync.getPresence()[0]?.draft?.points?.length).toBeGreaterThan(40);
    expect(net.updatesFrom(a.socket)).toBe(0);
    a.model.add(draft);
    a.sync.setDraft(null);
    net.flush();
    expect(net.updatesFrom(a.socket)).toBe(1);
    expect(b.sync.getPresence()[0]?.draft).toBeNull();
    expect(b.model.get('s1')?.points).toEqual(draft.points);
  });

  it('throttles cursor messages while the pointer moves', () => {
    const a = join('Tutor', '#e91e63');
    join('Student', '#2196f3');
    wait(classroom.whiteboardAwarenessInitMs);
    const before = awarenessSent();
    for (let i = 0; i < 100; i++) {
      a.sync.setCursor({ x: i, y: i });
      wait(4);
    }
    expect(awarenessSent() - before).toBeLessThanOrEqual(11);
  });

  it('introduces a newcomer to the people already on the board', () => {
    join('Tutor', '#e91e63');
    wait(classroom.whiteboardAwarenessInitMs);
    const late = join('Late', '#4caf50');
    wait(classroom.whiteboardAwarenessInitMs);
    expect(late.sync.getPresence().map((p) => p.user.name)).toEqual(['Tutor']);
  });

  it('drops a cursor on remove-awareness (a tab closed or the board left)', () => {
    const a = join('Tutor', '#e91e63');
    const b = join('Student', '#2196f3');
    wait(classroom.whiteboardAwarenessInitMs);
    expect(b.sync.getPresence()).toHaveLength(1);
    a.sync.destroy();
    net.flush();
    expect(b.sync.getPresence()).toEqual([]);
  });

  it('ignores the server telling it to remove its own state', () => {
    const a = join('Tutor', '#e91e63');
    wait(classroom.whiteboardAwarenessInitMs);
    a.socket.deliver('y_remove_awareness', { awarenessId: a.model.doc.clientID });
    net.flush();
    expect(a.sync.awareness.getLocalState()?.user).toMatchObject({ name: 'Tutor' });
  });
});

describe('readPresence', () => {
  it('leaves out itself, nameless states and malformed drafts', () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { name: 'Me', color: '#000' } }],
      [2, { cursor: { x: 1, y: 1 } }],
      [3, { user: { name: 'Ada', color: '#f00' }, cursor: { x: 'a' }, draft: { id: 'd', tool: 'NUKE', x: 0, y: 0 } }],
      [4, { user: { name: 'Bo', color: '#0f0' }, draft: { id: 'd', tool: 'LINE', x: 0, y: 0, points: [0, 0, 5, 5] } }],
    ]);
    const people = readPresence(states, 1);
    expect(people.map((p) => p.user.name)).toEqual(['Ada', 'Bo']);
    expect(people[0]).toMatchObject({ cursor: null, draft: null });
    expect(people[1]?.draft).toMatchObject({ tool: 'LINE', points: [0, 0, 5, 5] });
  });
});
