/** Columns and rows for `count` tiles: one column on a phone for up to two people, then a near-square grid. */
export function gridShape(count: number, narrow: boolean): { columns: number; rows: number } {
  const n = Math.max(1, count);
  let columns: number;
  if (narrow) columns = n <= 2 ? 1 : 2;
  else if (n <= 1) columns = 1;
  else if (n <= 4) columns = 2;
  else if (n <= 9) columns = 3;
  else columns = 4;
  return { columns, rows: Math.ceil(n / columns) };
}

const gapPx = 12;

/**
 * The CSS width of a grid of tiles of `ratio` (width / height) that fits its size container both ways
 * (`100cqw` by `100cqh`), so tiles stay whole without scrolling.
 */
export function fittedGridWidth({ columns, rows }: { columns: number; rows: number }, ratio: number): string {
  const fromHeight = `(100cqh - ${(rows - 1) * gapPx}px) / ${rows} * ${ratio} * ${columns} + ${(columns - 1) * gapPx}px`;
  return `min(100cqw, calc(${fromHeight}))`;
}

export const tileGapPx = gapPx;
