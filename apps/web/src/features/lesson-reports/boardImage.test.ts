import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WhiteboardModel } from '../classroom/whiteboard/model';
import type { WhiteboardElement } from '../classroom/whiteboard/types';
import { boardElements, renderBoardPng } from './boardImage';

const line: WhiteboardElement = {
  id: 'e1',
  tool: 'SCRIBBLE',
  x: 100,
  y: 120,
  points: [0, 0, 40, 40],
  strokeColor: '#000000',
  strokeWidth: 4,
  rotation: 0,
  globalCompositeOperation: 'source-over',
};

describe('the lesson’s board as an image', () => {
  it('reads a saved board’s elements, bottom to top, from its state (as the classroom stores it)', () => {
    const model = new WhiteboardModel();
    model.add(line, { ...line, id: 'e2', x: 300 });
    const state = Y.encodeStateAsUpdate(model.doc);
    const elements = boardElements(state);
    expect(elements.map((e) => [e.id, e.x])).toEqual([
      ['e1', 100],
      ['e2', 300],
    ]);
    expect(elements[0]).toMatchObject({ tool: 'SCRIBBLE', points: [0, 0, 40, 40], strokeColor: '#000000' });
  });

  it('draws nothing for an empty board', async () => {
    expect(boardElements(Y.encodeStateAsUpdate(new Y.Doc()))).toEqual([]);
    expect(await renderBoardPng([])).toBeNull();
  });
});
