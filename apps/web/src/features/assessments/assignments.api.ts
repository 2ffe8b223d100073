import type {
  AssignmentGradingInput,
  AssignmentInput,
  AssignmentKind,
  AssignmentStatusFilter,
  AssignmentSummary,
} from '@chalkline/contracts';
import { api } from '../../lib/api';
import type { PageResult } from '../../ui/data-grid';
import { type ListFilters, toListQuery } from '../../ui/filters/listFilters';

const base = (kind: AssignmentKind) => `/accounts/assignments/${kind}` as const;

/** The list's query key; every change to an assignment invalidates it. */
export const assignmentsKey = (kind: AssignmentKind) => ['assignments', kind] as const;

/**
 * One page of class or home assignments the viewer may see, filtered (ADR 0065: the dates are those assigned), the
 * linked one (`?assignment=`) first.
 */
export async function fetchAssignments(
  kind: AssignmentKind,
  page: number,
  limit: number,
  filters: ListFilters & { assignment?: string | null } = {},
): Promise<PageResult<AssignmentSummary>> {
  return (
    await api.get(base(kind), {
      query: {
        page,
        limit,
        ...toListQuery(filters),
        status: filters.status as AssignmentStatusFilter | undefined,
        assignment: filters.assignment ?? undefined,
      },
    })
  ).data;
}

export const fetchAssignmentOptions = async () => (await api.get('/accounts/assignments/options')).data.programs;

export const recordAssignment = async (kind: AssignmentKind, input: AssignmentInput) =>
  (await api.post(base(kind), input)).data.assignment;

export const updateAssignment = async (kind: AssignmentKind, key: string, input: AssignmentInput) =>
  (await api.put(`${base(kind)}/:key`, input, { params: { key } })).data.assignment;

export const gradeAssignment = async (kind: AssignmentKind, key: string, input: AssignmentGradingInput) =>
  (await api.put(`${base(kind)}/:key/grading`, input, { params: { key } })).data.assignment;

export const deleteAssignment = (kind: AssignmentKind, key: string) =>
  api.delete(`${base(kind)}/:key`, { params: { key } });

export const fetchAssignment = async (kind: AssignmentKind, key: string) =>
  (await api.get(`${base(kind)}/:key`, { params: { key } })).data.assignment;
