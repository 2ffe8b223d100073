import type {
  AssignmentGradingInput,
  AssignmentInput,
  AssignmentKind,
  AssignmentListResponse,
  AssignmentOptionsResponse,
  AssignmentResponse,
  AssignmentSummary,
} from '@chalkline/contracts';
import { api } from '../../lib/api';
import type { PageResult } from '../../ui/data-grid';

const base = (kind: AssignmentKind) => `/accounts/assignments/${kind}`;

/** The list's query key; every change to an assignment invalidates it. */
export const assignmentsKey = (kind: AssignmentKind) => ['assignments', kind] as const;

/** One page of class or home assignments the viewer may see, the linked one (`?assignment=`) first. */
export async function fetchAssignments(
  kind: AssignmentKind,
  page: number,
  limit: number,
  filter: { student?: string | null; assignment?: string | null } = {},
): Promise<PageResult<AssignmentSummary>> {
  return (
    await api.get<AssignmentListResponse>(base(kind), {
      page,
      limit,
      student: filter.student ?? undefined,
      assignment: filter.assignment ?? undefined,
    })
  ).data;
}

export const fetchAssignmentOptions = async () =>
  (await api.get<AssignmentOptionsResponse>('/accounts/assignments/options')).data.programs;

export const recordAssignment = async (kind: AssignmentKind, input: AssignmentInput) =>
  (await api.post<AssignmentResponse>(base(kind), input)).data.assignment;

export const updateAssignment = async (kind: AssignmentKind, key: string, input: AssignmentInput) =>
  (await api.put<AssignmentResponse>(`${base(kind)}/${key}`, input)).data.assignment;

export const gradeAssignment = async (kind: AssignmentKind, key: string, input: AssignmentGradingInput) =>
  (await api.put<AssignmentResponse>(`${base(kind)}/${key}/grading`, input)).data.assignment;

export const deleteAssignment = (kind: AssignmentKind, key: string) =>
  api.delete<AssignmentResponse>(`${base(kind)}/${key}`);

export const fetchAssignment = async (kind: AssignmentKind, key: string) =>
  (await api.get<AssignmentResponse>(`${base(kind)}/${key}`)).data.assignment;
