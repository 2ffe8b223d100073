import { describe, expect, it } from 'vitest';
import { type ClassroomSocket, endWhiteboard, startWhiteboard } from './wire';

const boardId = '5b0b5c43-7a4c-4d1e-9d55-0a9f1b6f1c11';

/** A socket whose server answers every request with `answer`, recording what was asked. */
function answering(answer: unknown) {
  const asked: [string, unknown][] = [];
  const socket = {
    connected: true,
    emit(event: string, payload: unknown, ack: (a: unknown) => void) {
      asked.push([event, payload]);
      queueMicrotask(() => ack(answer));
      return socket;
    },
  };
  return { socket: socket as unknown as ClassroomSocket, asked };
}

describe('opening and closing a board (R24; classroom spec 4: both follow the server’s proceed)', () => {
  it('opens with the state of the ack', async () => {
    const { socket, asked } = answering({ proceed: true, state: 'AAA=' });
    const board = await startWhiteboard(socket, boardId);
    expect(asked).toEqual([['start_whiteboard', { whiteboardId: boardId }]]);
    expect(board.whiteboardId).toBe(boardId);
    expect(Array.from(board.state as Uint8Array)).toEqual([0, 0]);
  });

  it('does not open or close without proceed, and passes the server’s refusal on', async () => {
    await expect(startWhiteboard(answering({ proceed: false }).socket, boardId)).rejects.toThrow();
    await expect(endWhiteboard(answering({ proceed: false }).socket, boardId)).rejects.toThrow(
      'The whiteboard could not be closed',
    );
    await expect(endWhiteboard(answering({ error: 'Not in this classroom' }).socket, boardId)).rejects.toThrow(
      'Not in this classroom',
    );
  });

  it('closes on proceed', async () => {
    const { socket, asked } = answering({ proceed: true });
    await expect(endWhiteboard(socket, boardId)).resolves.toBeUndefined();
    expect(asked).toEqual([['end_whiteboard', { whiteboardId: boardId }]]);
  });
});
