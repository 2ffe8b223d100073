/**
 * Which simulcast layer a tile needs (M9): the webcam's layers are 160, 320 and 640 px wide (scale 4, 2, 1 of
 * 640x360), and a layer serves tiles up to a quarter wider than itself; a pinned tile always asks for the top.
 */
import { classroom } from '@chalkline/contracts';
import { type RefObject, useEffect } from 'react';
import { useMediaSession } from './MediaContext';

export type SpatialLayer = 0 | 1 | 2;

const layerWidth = (layer: 0 | 1) => classroom.webcam.width / classroom.simulcastLayers[layer].scaleResolutionDownBy;

/** The widest tile (CSS px) layer 0 and layer 1 serve: 200 and 400 px. */
export const layerWidths = [layerWidth(0) * 1.25, layerWidth(1) * 1.25] as const;

/** Small tiles (≤ 200 px wide) 0, medium (≤ 400 px) 1, large or pinned 2. */
export function layerForTile(width: number, pinned: boolean): SpatialLayer {
  if (pinned) return 2;
  if (width <= layerWidths[0]) return 0;
  if (width <= layerWidths[1]) return 1;
  return 2;
}

/**
 * Watches a tile's width and asks the session for the layer it needs, again whenever that changes; a hidden
 * tile (width 0) asks for nothing.
 */
export function useTileLayer(element: RefObject<HTMLElement | null>, producerId: string | null, pinned: boolean) {
  const session = useMediaSession();
  useEffect(() => {
    const node = element.current;
    if (!session || !producerId || !node) return;
    let last: SpatialLayer | null = null;
    const measure = (width: number) => {
      if (width <= 0) return;
      const layer = layerForTile(width, pinned);
      if (layer === last) return;
      last = layer;
      session.setPreferredLayer(producerId, layer);
    };
    measure(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [session, element, producerId, pinned]);
}
