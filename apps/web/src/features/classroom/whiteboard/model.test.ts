import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startElement } from './geometry';
import { WhiteboardModel } from './model';
import type { WhiteboardElement } from './types';

const style = { strokeColor: '#000000', strokeWidth: 3 };
const rect = (id: string, x = 10): WhiteboardElement => ({
  ...startElement('RECTANGLE', { x, y: 10 }, style, id),
  width: 40,
  height: 20,
});

/** Two users' docs kept in step in memory, as the server would relay their updates. */
function pair() {
  const a = new WhiteboardModel(new Y.Doc());
  const b = new WhiteboardModel(new Y.Doc());
  a.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b.doc, update, 'remote');
  });
  b.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a.doc, update, 'remote');
  });
  return { a, b };
}
const ids = (model: WhiteboardModel) => model.getElements().map((e) => e.id);

describe('WhiteboardModel', () => {
  it('stores elements with their fields and keeps them in drawing order', () => {
    const model = new WhiteboardModel();
    model.add(rect('r1'), rect('r2'));
    model.add({ ...startElement('SCRIBBLE', { x: 5, y: 6 }, style, 's1'), points: [0, 0, 4, 4] });
    expect(ids(model)).toEqual(['r1', 'r2', 's1']);
    expect(model.get('s1')).toMatchObject({ tool: 'SCRIBBLE', x: 5, y: 6, points: [0, 0, 4, 4], strokeWidth: 3 });
    expect(model.get('r1')).not.toHaveProperty('points');
  });

  it('does not store default rotation and composite operation, but reads them back', () => {
    const model = new WhiteboardModel();
    model.add(rect('r1'));
    expect(model.elements.get('r1')?.has('rotation')).toBe(false);
    expect(model.elements.get('r1')?.has('globalCompositeOperation')).toBe(false);
    expect(model.get('r1')).toMatchObject({ rotation: 0, globalCompositeOperation: 'source-over' });
    model.update({ r1: { rotation: 45 } });
    model.update({ r1: { rotation: 0 } });
    expect(model.get('r1')?.rotation).toBe(0);
  });

  it('commits one element as one document update', () => {
    const model = new WhiteboardModel();
    let updates = 0;
    model.doc.on('update', () => updates++);
    model.add(rect('r1'));
    expect(updates).toBe(1);
  });

  it('keeps unchanged elements identical and notifies once per transaction', () => {
    const model = new WhiteboardModel();
    model.add(rect('r1'), rect('r2'));
    const before = model.getElements();
    let notified = 0;
    model.subscribe(() => notified++);
    model.update({ r2: { x: 99 } });
    const after = model.getElements();
    expect(notified).toBe(1);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toMatchObject({ id: 'r2', x: 99 });
  });

  it('merges concurrent edits of different fields of one element', () => {
    const a = new WhiteboardModel();
    a.add(rect('r1'));
    const b = new WhiteboardModel();
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
    a.update({ r1: { x: 300 } });
    b.update({ r1: { strokeColor: '#ff0000' } });
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)));
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)));
    expect(a.get('r1')).toMatchObject({ x: 300, strokeColor: '#ff0000' });
    expect(b.get('r1')).toEqual(a.get('r1'));
  });

  it("undoes only the user's own changes (A's undo keeps B's element)", () => {
    const { a, b } = pair();
    a.add(rect('a1'));
    b.add(rect('b1', 50));
    expect(ids(a)).toEqual(['a1', 'b1']);
    a.undo();
    expect(ids(a)).toEqual(['b1']);
    expect(ids(b)).toEqual(['b1']);
    a.undo(); // nothing more of A's to undo: B's element stays
    expect(ids(b)).toEqual(['b1']);
    a.redo();
    expect(ids(b).sort()).toEqual(['a1', 'b1']);
    b.undo();
    expect(ids(a)).toEqual(['a1']);
  });

  it("undoes a move without undoing another user's later edit of another field", () => {
    const { a, b } = pair();
    a.add(rect('r1'));
    a.update({ r1: { x: 200 } });
    b.update({ r1: { strokeColor: '#00ff00' } });
    a.undo();
    expect(b.get('r1')).toMatchObject({ x: 10, strokeColor: '#00ff00' });
  });

  it('undoes a deletion, bringing the element back for everyone', () => {
    const { a, b } = pair();
    b.add(rect('r1'));
    a.remove(['r1']);
    expect(ids(b)).toEqual([]);
    a.undo();
    expect(b.get('r1')).toMatchObject({ id: 'r1', width: 40 });
  });

  it('keeps its list equal to the shared order through interleaved concurrent adds, deletes and undos', () => {
    const a = new WhiteboardModel();
    const b = new WhiteboardModel();
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const exchange = () => {
      Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)));
      Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)));
    };
    for (let i = 0; i < 300; i++) {
      const who = next() < 0.5 ? a : b;
      const roll = next();
      const present = who.getElements();
      if (roll < 0.55) who.add(rect(`e${i}`, i));
      else if (roll < 0.8 && present.length) who.remove([present[Math.floor(next() * present.length)]!.id]);
      else if (roll < 0.9) who.undo();
      else who.redo();
      if (next() < 0.3) exchange();
    }
    exchange();
    const expected = (model: WhiteboardModel) => [
      ...new Set(model.order.toArray().filter((id) => model.elements.has(id))),
    ];
    expect(ids(a)).toEqual(expected(a));
    expect(ids(a)).toEqual(ids(b));
    expect(ids(a).length).toBeGreaterThan(10);
  });
});
