/**
 * A whiteboard per breakout room over real sockets (B12, ADR 0087): a student opens a board in their room and only
 * that room (and the host visiting it) sees it and its strokes; a student may not draw on another room's board nor
 * open a board open elsewhere; the host's cockpit names each room's board; closing the rooms brings everyone back to
 * the main room's board.
 */
import { type BreakoutCockpit, breakoutTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, sleep } from '../../../../test/classroom-client.js';

type Started = { whiteboardId: string; state: ArrayBuffer };

/** One element whose key is its text, so strokes from several people never overwrite each other. */
const stroke = (text: string) => {
  const doc = new Y.Doc();
  doc.getMap('elements').set(text, text);
  return Y.encodeStateAsUpdate(doc);
};
const textOf = (state: ArrayBuffer | Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(state));
  return [...doc.getMap('elements').keys()].sort().join(', ');
};
const boardEvents = (c: Client, from: number) =>
  c.received.slice(from).filter((e) => ['start_whiteboard', 'end_whiteboard', 'y_update'].includes(e.event));

describe('a whiteboard per breakout room (B12)', () => {
  const bed = useClassroomBed();

  const createBoard = async (cookie: string, roomId: string) => {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards',
      headers: { cookie },
      payload: { roomId },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.whiteboard.key as string;
  };

  it('each room draws on its own board; the host visits it; closing brings back the main board', async () => {
    const { tutor, a, b, mainChat } = await bed.programClass();
    const mainBoard = await createBoard(bed.w.tutorA.cookie, mainChat);
    const roomBoard = await createBoard(bed.w.studentA.cookie, mainChat);
    expect(await tutor.emit('start_whiteboard', { whiteboardId: mainBoard })).toMatchObject({ proceed: true });
    await tutor.emit('y_update', { whiteboardId: mainBoard, update: stroke('main') });

    await tutor.emit('breakout_open', { count: 2 });
    const moved = [a, b].map((c) => c.next<Started>('end_whiteboard'));
    await tutor.emit('breakout_assign', {
      assignments: [
        { connection: a.instanceId, room: 1 },
        { connection: b.instanceId, room: 2 },
      ],
    });
    // Moving into a room without a board takes the main room's board away.
    for (const ended of await Promise.all(moved)) expect(ended.whiteboardId).toBe(mainBoard);

    const [fromB, fromTutor] = [b.received.length, tutor.received.length];
    expect(await a.emit('start_whiteboard', { whiteboardId: mainBoard })).toEqual({
      error: breakoutTexts.boardElsewhere,
    });
    expect(await a.emit('start_whiteboard', { whiteboardId: roomBoard })).toMatchObject({ proceed: true });
    await a.emit('y_update', { whiteboardId: roomBoard, update: stroke('room 1') });
    // Room 2 may neither draw on room 1's board nor open it; the main board is not theirs either.
    expect(await b.emit('y_update', { whiteboardId: roomBoard, update: stroke('x') })).toEqual({
      error: breakoutTexts.notYourBoard,
    });
    expect(await b.emit('y_update', { whiteboardId: mainBoard, update: stroke('x') })).toEqual({
      error: breakoutTexts.notYourBoard,
    });
    expect(await b.emit('start_whiteboard', { whiteboardId: roomBoard })).toEqual({
      error: breakoutTexts.boardElsewhere,
    });
    await sleep(200);
    expect(boardEvents(b, fromB)).toEqual([]);
    expect(boardEvents(tutor, fromTutor)).toEqual([]);

    // The cockpit names room 1's board; a visit shows it to the host with what was drawn.
    const cockpit = await tutor.emit<BreakoutCockpit>('breakout_cockpit', {});
    expect(cockpit.rooms.map((r) => r.whiteboardId)).toEqual([mainBoard, roomBoard, null]);
    const visiting = tutor.next<Started>('start_whiteboard');
    await tutor.emit('breakout_visit', { room: 1, mode: 'listen' });
    const shown = await visiting;
    expect(shown.whiteboardId).toBe(roomBoard);
    expect(textOf(shown.state)).toBe('room 1');
    const drawn = a.next<{ whiteboardId: string }>('y_update');
    await tutor.emit('y_update', { whiteboardId: roomBoard, update: stroke('from the tutor') });
    expect((await drawn).whiteboardId).toBe(roomBoard);

    // Closing: everyone is back on the main board, as it was.
    const back = [a, b, tutor].map((c) => c.next<Started>('start_whiteboard'));
    await tutor.emit('breakout_close', {});
    for (const started of await Promise.all(back)) {
      expect(started.whiteboardId).toBe(mainBoard);
      expect(textOf(started.state)).toBe('main');
    }
    // Room 1's board was saved when it let go.
    const saved = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meet/whiteboards/load',
      headers: { cookie: bed.w.tutorA.cookie },
      payload: { roomId: mainChat, whiteboardId: roomBoard },
    });
    expect(saved.statusCode).toBe(200);
    expect(textOf(Buffer.from(saved.json().data.whiteboard.state, 'base64'))).toBe('from the tutor, room 1');
    for (const c of [a, b, tutor]) await c.emit('leave_meeting');
  });
});
