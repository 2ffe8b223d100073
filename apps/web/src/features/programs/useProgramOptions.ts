import { useQuery } from '@tanstack/react-query';
import type { FilterOption } from '../../ui/filters/ListFilterBar';
import { fetchPrograms } from './programs.api';

/**
 * Programs a list can be filtered by: every program for an admin whose group covers the list (`every`), else the
 * viewer's own (taught by a tutor, enrolled in by a student). The server keeps each list in the viewer's scope
 * whatever is chosen.
 */
export function useProgramOptions(every: boolean): FilterOption[] {
  const programs = useQuery({
    queryKey: ['programs', 'filter-options', every],
    queryFn: () => fetchPrograms(1, 100, { mine: !every }),
    staleTime: 60_000,
  });
  return (programs.data?.items ?? []).map((p) => ({ value: p.key, label: p.title }));
}
