/**
 * The filters of a server-paged list as the address keeps them (ADR 0065): `search`, `program`, `student`, `status`
 * and the days `from` and `to` (YYYY-MM-DD, the viewer's local days). A filtered list is a link: reloading or sharing
 * it shows the same rows. Malformed values read as no filter.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const listFilterKeys = ['search', 'program', 'student', 'status', 'from', 'to'] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];
export type ListFilters = Partial<Record<ListFilterKey, string>>;

const day = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in `params`; `statuses` are the values the list's status filter knows. */
export function readListFilters(params: URLSearchParams, statuses: readonly string[] = []): ListFilters {
  const get = (key: ListFilterKey) => params.get(key)?.trim() || undefined;
  const keep = (value: string | undefined, ok: (v: string) => boolean) => (value && ok(value) ? value : undefined);
  return {
    search: get('search'),
    program: keep(get('program'), (v) => uuid.test(v)),
    student: keep(get('student'), (v) => uuid.test(v)),
    status: keep(get('status'), (v) => statuses.includes(v)),
    from: keep(get('from'), (v) => day.test(v)),
    to: keep(get('to'), (v) => day.test(v)),
  };
}

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an ISO instant. */
export const dayStart = (value: string, days = 0) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d! + days).toISOString();
};

/**
 * The query a list's API call takes from the filters: days become instants, the To day included (the server's `to`
 * is exclusive); a range that ends before it starts is left out rather than sent to be refused.
 */
export function toListQuery(filters: ListFilters) {
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  return {
    search: filters.search,
    program: filters.program,
    student: filters.student,
    from: filters.from && !backwards ? dayStart(filters.from) : undefined,
    to: filters.to && !backwards ? dayStart(filters.to, 1) : undefined,
  };
}

/** The address's filters, and a setter that changes one (or clears them all) and goes back to page 1. */
export function useListFilters(statuses: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is the dependency
  const filters = useMemo(() => readListFilters(params, statuses), [key, statuses]);
  const set = useCallback(
    (changes: ListFilters | 'clear') =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const entries =
          changes === 'clear' ? listFilterKeys.map((k) => [k, undefined] as const) : Object.entries(changes);
        for (const [k, v] of entries) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.set('page', '1');
        return next;
      }),
    [setParams],
  );
  const active = listFilterKeys.some((k) => filters[k]);
  return { filters, set, active };
}
