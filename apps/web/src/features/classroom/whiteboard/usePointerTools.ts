/**
 * Pointer handling of the stage, tool by tool (classroom spec §4): a drawing tool starts an element on press,
 * extends it on move (shared live through awareness) and commits it on release as one document update; text
 * and labels ask for their text; select, group select and delete act on what is under the pointer.
 */
import type { WhiteboardTool } from '@chalkline/contracts';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useMemo, useRef } from 'react';
import type { BoardRaster } from './boardRaster';
import type { GrabRequest } from './ElementsLayer';
import { extendElement, finishElement, newId, startElement } from './geometry';
import type { Store } from './hooks';
import type { WhiteboardModel } from './model';
import type { Band } from './SelectionLayer';
import type { WhiteboardSync } from './sync';
import { isDrawTool, type Point, type ToolStyle, type WhiteboardElement } from './types';

/** A request to type the text of a new (no `id`) or existing text or label. */
export interface TextRequest {
  tool: 'TEXT' | 'LABEL';
  at: Point;
  id?: string;
  text?: string;
}

export interface PointerToolsOptions {
  model: WhiteboardModel;
  sync: WhiteboardSync | null;
  tool: WhiteboardTool;
  style: ToolStyle;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onTextRequest: (request: TextRequest) => void;
  /** The committed elements' index: what is under the pointer, what the band meets. */
  raster: BoardRaster<unknown>;
  draft: Store<WhiteboardElement | null>;
  band: Store<Band | null>;
  /** Asks the elements layer to drag a just-selected element while the button is still down. */
  grab?: Store<GrabRequest | null>;
}

type PointerEvent_ = KonvaEventObject<PointerEvent>;

/** The id of the board element a Konva node belongs to (a label's text belongs to its label). */
export function elementIdOf(target: Konva.Node): string | null {
  const node = target.hasName('element') ? target : target.findAncestor('.element');
  return node ? node.id() : null;
}

const boardPoint = (event: PointerEvent_): Point | null =>
  event.target.getStage()?.getRelativePointerPosition() ?? null;

const normalise = (start: Point, end: Point): Band => ({
  x: Math.min(start.x, end.x),
  y: Math.min(start.y, end.y),
  width: Math.abs(end.x - start.x),
  height: Math.abs(end.y - start.y),
});

export function usePointerTools(options: PointerToolsOptions) {
  const latest = useRef(options);
  latest.current = options;
  const bandStart = useRef<Point | null>(null);

  const handlers = useMemo(() => {
    const commitDraft = () => {
      const { draft, model, sync } = latest.current;
      const current = draft.get();
      if (!current) return;
      const finished = finishElement(current);
      if (finished) model.add(finished);
      draft.set(null);
      sync?.setDraft(null);
    };

    const finishBand = () => {
      const { band, raster, onSelect } = latest.current;
      const rect = band.get();
      bandStart.current = null;
      band.set(null);
      if (!rect) return;
      onSelect(raster.within(rect).map((element) => element.id));
    };

    const onPointerDown = (event: PointerEvent_) => {
      // Secondary buttons, and the Transformer's own handles, are not drawing.
      if (event.evt.button > 0 || event.target.findAncestor('Transformer')) return;
      const { tool, style, model, sync, draft, selected, onSelect, onTextRequest, band, raster, grab } = latest.current;
      const at = boardPoint(event);
      if (!at) return;
      // A selected element is a node of its own; anything else is found in the raster's index.
      const id = isDrawTool(tool) ? null : (elementIdOf(event.target) ?? raster.hit(at)?.id ?? null);
      const pick = (next: string[]) => {
        onSelect(next);
        // Press and drag in one go: the element becomes a node on this render, then follows the pointer.
        if (id && next.includes(id) && !selected.includes(id)) grab?.set({ id });
      };
      if (isDrawTool(tool)) {
        const element = startElement(tool, at, style, newId());
        draft.set(element);
        sync?.setDraft(element);
      } else if (tool === 'TEXT' || tool === 'LABEL') {
        onTextRequest({ tool, at });
      } else if (tool === 'DELETE') {
        if (id) {
          model.remove([id]);
          if (selected.includes(id)) onSelect(selected.filter((s) => s !== id));
        }
      } else if (tool === 'SELECT') {
        if (!id) onSelect([]);
        else if (event.evt.shiftKey) pick(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
        else if (!selected.includes(id)) pick([id]);
      } else if (tool === 'GROUPSELECT') {
        if (id) {
          if (!selected.includes(id)) pick([id]);
          return;
        }
        bandStart.current = at;
        band.set({ ...at, width: 0, height: 0 });
      }
    };

    const onPointerMove = (event: PointerEvent_) => {
      const { draft, sync, band } = latest.current;
      const at = boardPoint(event);
      if (!at) return;
      sync?.setCursor(at);
      const current = draft.get();
      if (current) {
        const next = extendElement(current, at);
        if (next !== current) {
          draft.set(next);
          sync?.setDraft(next);
        }
      } else if (bandStart.current) {
        band.set(normalise(bandStart.current, at));
      }
    };

    const onPointerUp = () => {
      latest.current.grab?.set(null);
      commitDraft();
      if (bandStart.current) finishBand();
    };

    const onPointerLeave = () => latest.current.sync?.setCursor(null);

    return { onPointerDown, onPointerMove, onPointerUp, onPointerLeave, commitDraft };
  }, []);

  // A stroke released outside the stage still ends (and is committed) where it left.
  useEffect(() => {
    const release = () => handlers.onPointerUp();
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [handlers]);

  return handlers;
}
