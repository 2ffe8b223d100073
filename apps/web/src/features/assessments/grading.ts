/** The grade colour of platform spec 4, shared by assignment lists and performance reports. */
export type GradeColour = 'error' | 'success' | 'primary';

/** Red for 0 or at most half the maximum, green for full marks, primary otherwise. */
export function gradeColour(points: number, total: number): GradeColour {
  if (points === 0 || points <= total / 2) return 'error';
  if (points === total) return 'success';
  return 'primary';
}

/** "15 / 20" with up to two decimals. */
export const pointsOf = (points: number, total: number) => `${Number(points.toFixed(2))} / ${Number(total.toFixed(2))}`;
