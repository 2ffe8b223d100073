/** Grid geometry of the video grid: how many columns, and how wide, so tiles stay whole without scrolling. */

export interface GridShape {
  columns: number;
  rows: number;
}

const gapPx = 12;

/** Columns and rows for `count` tiles before the stage is measured: one column on a phone for up to two people. */
export function gridShape(count: number, narrow: boolean): GridShape {
  const n = Math.max(1, count);
  let columns: number;
  if (narrow) columns = n <= 2 ? 1 : 2;
  else if (n <= 1) columns = 1;
  else if (n <= 4) columns = 2;
  else if (n <= 9) columns = 3;
  else columns = 4;
  return { columns, rows: Math.ceil(n / columns) };
}

/**
 * The shape that gives `count` tiles of `ratio` (width / height) the largest size in a `width` x `height`
 * stage: a tall phone stacks three people in one column, a wide screen puts them side by side.
 */
export function bestShape(count: number, width: number, height: number, ratio: number): GridShape {
  const n = Math.max(1, count);
  let best: GridShape & { tile: number } = { columns: 1, rows: n, tile: -1 };
  for (let columns = 1; columns <= n; columns++) {
    const rows = Math.ceil(n / columns);
    const byWidth = (width - (columns - 1) * gapPx) / columns;
    const byHeight = ((height - (rows - 1) * gapPx) / rows) * ratio;
    const tile = Math.min(byWidth, byHeight);
    // Prefer fewer empty cells when sizes tie (within a pixel).
    if (tile > best.tile + 1) best = { columns, rows, tile };
  }
  return { columns: best.columns, rows: best.rows };
}

/**
 * The CSS width of a grid of tiles of `ratio` (width / height) that fits its size container both ways
 * (`100cqw` by `100cqh`), so tiles stay whole without scrolling.
 */
export function fittedGridWidth({ columns, rows }: GridShape, ratio: number): string {
  const fromHeight = `(100cqh - ${(rows - 1) * gapPx}px) / ${rows} * ${ratio} * ${columns} + ${(columns - 1) * gapPx}px`;
  return `min(100cqw, calc(${fromHeight}))`;
}

export const tileGapPx = gapPx;
