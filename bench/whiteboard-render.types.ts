/** What the Chromium part of the whiteboard benchmark (whiteboard-render.page.ts) measures. */
export type RenderMode = 'batched' | 'nodes';

export interface RenderTimes {
  /** Base64 decoded, Yjs state applied, element list built. */
  decodeMs: number;
  /** From mounting the stage until its first frame with every element is painted. */
  paintMs: number;
  /** One more stroke committed to the model until the elements layer has drawn it (board open 1.5 s). */
  strokeMs: number;
  /** Pixels of the elements layer that are drawn (a check that something was painted at all). */
  inkedPixels: number;
}
