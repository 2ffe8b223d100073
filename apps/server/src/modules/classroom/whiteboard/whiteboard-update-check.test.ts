import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkUpdate } from './whiteboard-update-check.js';

/** Updates of every kind of content Yjs writes: maps, arrays, text with formats and embeds, XML, binary, subdocuments, deletions, and the merged and garbage-collected forms (skips, gc structs, deleted content). */
function sampleUpdates(): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const doc = new Y.Doc();
  doc.on('update', (update: Uint8Array) => updates.push(update));
  const elements = doc.getMap('elements');
  const order = doc.getArray('order');
  const text = doc.getText('text');
  const xml = doc.getXmlFragment('xml');
  for (let i = 0; i < 12; i++) {
    doc.transact(() => {
      const element = new Y.Map();
      elements.set(`e${i}`, element);
      element.set('points', [0, 1, -1, 2.5, 1e300, 2 ** 40, -(2 ** 40)]);
      element.set('label', 'héllo ✓ 😀');
      element.set('extra', {
        a: null,
        b: undefined,
        c: true,
        d: false,
        e: new Uint8Array([1, 2]),
        f: [1, 'x'],
        g: 2n ** 60n,
      });
      element.set('bytes', new Uint8Array([9, 9, 9]));
      element.set('sub', new Y.Doc());
      order.push([`e${i}`]);
      text.insert(0, 'abc😀');
      text.format(0, 2, { bold: true });
      text.insertEmbed(1, { image: 'x.png' });
      const paragraph = new Y.XmlElement('p');
      xml.push([paragraph, new Y.XmlText('hi')]);
      element.set('hook', new Y.XmlHook('hook'));
      paragraph.setAttribute('class', 'big');
      if (i % 3 === 2) {
        elements.delete(`e${i - 1}`);
        order.delete(0, 1);
        text.delete(0, 2);
      }
    });
  }
  const state = Y.encodeStateAsUpdate(doc);
  updates.push(state, Y.mergeUpdates([updates[1]!, updates[4]!, updates[7]!]), Y.encodeStateAsUpdate(new Y.Doc()));
  return updates;
}

const reads = (read: () => unknown) => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

/** A deterministic pseudo-random sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('checkUpdate', () => {
  const samples = sampleUpdates();

  it('accepts every update Yjs writes', () => {
    for (const update of samples) expect(() => checkUpdate(update)).not.toThrow();
  });

  it('refuses exactly what Y.decodeUpdate refuses: cut short, bytes changed, or noise', () => {
    const next = random(11);
    const damaged: Uint8Array[] = [];
    for (const update of samples) {
      for (let length = 0; length < update.length; length++) damaged.push(update.subarray(0, length));
      for (let n = 0; n < 50; n++) {
        const copy = Uint8Array.from(update);
        for (let k = 1 + Math.floor(next() * 3); k > 0; k--)
          copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
        damaged.push(copy);
      }
    }
    for (let n = 0; n < 2000; n++) {
      // Small values are likely counts, tags and content refs, so the noise gets past the first bytes often.
      damaged.push(
        Uint8Array.from({ length: 1 + Math.floor(next() * 40) }, () => Math.floor(next() * (next() < 0.5 ? 12 : 256))),
      );
    }
    const differing = damaged.filter(
      (update) => reads(() => checkUpdate(update)) !== reads(() => Y.decodeUpdate(update)),
    );
    expect(differing.map((update) => Buffer.from(update).toString('hex'))).toEqual([]);
    expect(damaged.filter((update) => reads(() => checkUpdate(update))).length).toBeGreaterThan(50);
  });

  it('refuses an update whose delete set is cut short, which Y.applyUpdate would apply in half', () => {
    const source = new Y.Doc();
    let update: Uint8Array = new Uint8Array();
    source.on('update', (u: Uint8Array) => {
      update = u;
    });
    source.transact(() => {
      source.getArray('order').push(['a', 'b']);
      source.getArray('order').delete(0, 1);
    });
    const cut = update.subarray(0, update.length - 1);
    expect(() => checkUpdate(cut)).toThrow();
    // Why the check cannot be left to Y.applyUpdate: it throws only after the structs are in.
    const board = new Y.Doc();
    expect(() => Y.applyUpdate(board, cut)).toThrow();
    expect(board.getArray('order').toArray()).toEqual(['b']);
  });
});
