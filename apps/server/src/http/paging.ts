import type { PageQuery } from '@chalkline/contracts';

/** Offset of a one-based page. */
export const offsetOf = (q: PageQuery) => (q.page - 1) * q.limit;

export const pageOf = <T>(items: T[], total: number, q: PageQuery) => ({ items, total, page: q.page, limit: q.limit });
