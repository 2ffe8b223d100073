import { platform } from '@chalkline/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const pageSizeOptions: readonly number[] = platform.pageSizeOptions;

/** Reads a one-based page from the query string; anything but a positive integer gives 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Reads a page size from the query string; a value that is not one of the options gives the default. */
export function parseLimit(raw: string | null): number {
  const limit = Number(raw);
  return raw !== null && pageSizeOptions.includes(limit) ? limit : platform.defaultPageSize;
}

export interface PageParams {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1. */
  setLimit: (limit: number) => void;
}

/** Paging kept in the address as `page` (one-based) and `limit` (platform spec 2.7); other params are kept. */
export function usePageParams(): PageParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const limit = parseLimit(searchParams.get('limit'));

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('page', String(next));
        params.set('limit', String(parseLimit(current.get('limit'))));
        return params;
      }),
    [setSearchParams],
  );

  const setLimit = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('page', '1');
        params.set('limit', String(parseLimit(String(next))));
        return params;
      }),
    [setSearchParams],
  );

  return { page, limit, setPage, setLimit };
}
