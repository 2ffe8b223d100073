/**
 * The board's shared document: each element is a Y.Map in `elements` (keyed by id), so two people changing
 * different fields of one element both keep their change; `order` lists ids bottom to top. Local edits run in
 * transactions with this model's own origin, which is the only origin its UndoManager tracks: everyone undoes
 * only their own changes. A plain, ordered element list is kept up to date incrementally for rendering.
 */
import * as Y from 'yjs';
import { elementFields, type WhiteboardElement } from './types';

type ElementMap = Y.Map<unknown>;

/** Values not stored when an element is added (each stored field costs bytes and load time on big boards). */
const defaults: Partial<WhiteboardElement> = { rotation: 0, globalCompositeOperation: 'source-over' };

/** Reads one stored element (its id is the key in `elements`) into a plain object, undefined fields left out. */
export function readElement(id: string, map: ElementMap): WhiteboardElement {
  const element: Record<string, unknown> = { id, ...defaults };
  for (const field of elementFields) {
    if (field === 'id') continue;
    const value = map.get(field);
    if (value !== undefined) element[field] = value;
  }
  return element as unknown as WhiteboardElement;
}

const entriesOf = (value: Partial<WhiteboardElement>, skipDefaults = false) =>
  Object.entries(value).filter(
    ([field, v]) =>
      v !== undefined && field !== 'id' && !(skipDefaults && defaults[field as keyof WhiteboardElement] === v),
  );

/** Above this many changed elements in one transaction the list is rebuilt rather than patched. */
const rebuildThreshold = 500;

export class WhiteboardModel {
  readonly doc: Y.Doc;
  readonly elements: Y.Map<ElementMap>;
  readonly order: Y.Array<string>;
  /** The origin of this user's edits; remote updates carry another one and are never undone here. */
  readonly origin = { kind: 'whiteboard-local' };
  readonly undoManager: Y.UndoManager;
  private cache = new Map<string, WhiteboardElement>();
  /** `order` as a plain array, patched from each change's delta (walking a Y.Array on every stroke is slow). */
  private ids: string[] = [];
  private list: readonly WhiteboardElement[] = [];
  private listeners = new Set<() => void>();
  /** Ids changed by the running transaction; 'all' when too many to patch one by one. */
  private changed: Set<string> | 'all' | null = null;

  constructor(doc: Y.Doc = new Y.Doc()) {
    this.doc = doc;
    this.elements = doc.getMap<ElementMap>('elements');
    this.order = doc.getArray<string>('order');
    this.undoManager = new Y.UndoManager([this.elements, this.order], {
      trackedOrigins: new Set([this.origin]),
      captureTimeout: 0,
    });
    this.rebuild();
    this.elements.observeDeep(this.onElements);
    this.order.observe(this.onOrder);
    doc.on('afterTransaction', this.afterTransaction);
  }

  /** The elements bottom to top. The array and each unchanged element keep their identity between changes. */
  getElements = (): readonly WhiteboardElement[] => this.list;

  get(id: string): WhiteboardElement | undefined {
    return this.cache.get(id);
  }

  /** Calls `listener` after every change of the element list (local or remote). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds finished elements on top, in one transaction (one update on the wire). */
  add(...elements: WhiteboardElement[]): void {
    if (!elements.length) return;
    this.doc.transact(() => {
      for (const element of elements) this.elements.set(element.id, new Y.Map(entriesOf(element, true)));
      this.order.push(elements.map((e) => e.id));
    }, this.origin);
  }

  /** Changes fields of existing elements, in one transaction; unknown ids are skipped. */
  update(patches: Record<string, Partial<WhiteboardElement>>): void {
    this.doc.transact(() => {
      for (const [id, patch] of Object.entries(patches)) {
        const map = this.elements.get(id);
        if (!map) continue;
        for (const [field, value] of entriesOf(patch)) {
          const current = map.has(field) ? map.get(field) : defaults[field as keyof WhiteboardElement];
          if (current !== value) map.set(field, value);
        }
      }
    }, this.origin);
  }

  /** Removes elements, in one transaction. */
  remove(ids: readonly string[]): void {
    const doomed = new Set(ids.filter((id) => this.elements.has(id)));
    if (!doomed.size) return;
    this.doc.transact(() => {
      for (const id of doomed) this.elements.delete(id);
      for (let i = this.ids.length - 1; i >= 0; i--) if (doomed.has(this.ids[i]!)) this.order.delete(i, 1);
    }, this.origin);
  }

  undo = (): void => {
    this.undoManager.undo();
  };

  redo = (): void => {
    this.undoManager.redo();
  };

  destroy(): void {
    this.elements.unobserveDeep(this.onElements);
    this.order.unobserve(this.onOrder);
    this.doc.off('afterTransaction', this.afterTransaction);
    this.undoManager.destroy();
    this.listeners.clear();
  }

  private onElements = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const changed = this.changed === 'all' ? 'all' : (this.changed ?? new Set<string>());
    if (changed !== 'all')
      for (const event of events) {
        if (event instanceof Y.YMapEvent && event.target === this.elements)
          for (const id of event.keysChanged) changed.add(id);
        else if (typeof event.path[0] === 'string') changed.add(event.path[0]);
      }
    this.changed = changed !== 'all' && changed.size > rebuildThreshold ? 'all' : changed;
  };

  private onOrder = (event: Y.YArrayEvent<string>) => {
    this.changed ??= new Set();
    const delta = event.changes.delta;
    if (delta.reduce((sum, op) => sum + (op.insert?.length ?? 0), 0) > rebuildThreshold) {
      this.ids = this.order.toArray();
      return;
    }
    let index = 0;
    for (const op of delta) {
      if (op.retain) index += op.retain;
      else if (op.delete) this.ids.splice(index, op.delete);
      else if (Array.isArray(op.insert)) {
        this.ids.splice(index, 0, ...(op.insert as string[]));
        index += op.insert.length;
      }
    }
  };

  /** One list change per transaction, however many elements and the order it touched. */
  private afterTransaction = () => {
    const changed = this.changed;
    if (!changed) return;
    this.changed = null;
    if (changed === 'all') return this.rebuild();
    for (const id of changed) {
      const map = this.elements.get(id);
      if (map) this.cache.set(id, readElement(id, map));
      else this.cache.delete(id);
    }
    this.relist();
  };

  private rebuild() {
    this.ids = this.order.toArray();
    this.cache.clear();
    this.elements.forEach((map, id) => {
      this.cache.set(id, readElement(id, map));
    });
    this.relist();
  }

  /** Ordered by `order` (first occurrence wins); elements missing from it (concurrent edits) go on top by id. */
  private relist() {
    const seen = new Set<string>();
    const next: WhiteboardElement[] = [];
    for (const id of this.ids) {
      const element = this.cache.get(id);
      if (element && !seen.has(id)) {
        seen.add(id);
        next.push(element);
      }
    }
    if (seen.size < this.cache.size)
      for (const id of [...this.cache.keys()].sort()) if (!seen.has(id)) next.push(this.cache.get(id)!);
    this.list = next;
    for (const listener of this.listeners) listener();
  }
}
