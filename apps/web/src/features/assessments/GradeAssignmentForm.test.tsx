import type { AssignmentSummary } from '@chalkline/contracts';
import { assignmentPointsTooHigh } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { GradeAssignmentForm } from './GradeAssignmentForm';

afterEach(() => vi.unstubAllGlobals());

const person = {
  key: 'p1',
  title: null,
  firstName: 'Dami',
  lastName: 'Bello',
  otherNames: null,
  avatar: null,
  gender: null,
};
const assignment: AssignmentSummary = {
  key: 'a1',
  kind: 'class',
  title: 'Fractions',
  program: { key: 'g1', title: 'Foundations of Mathematics', slug: 'foundations' },
  student: person,
  recordedBy: null,
  assignedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: null,
  grading: { points: null, total: 10, remarks: null, gradedAt: null },
  handIn: null,
  mayEdit: true,
  mayDelete: true,
};

describe('GradeAssignmentForm (platform spec 2.7, 5.3)', () => {
  it('needs both fields, refuses points above the maximum with the info toast, then sends the grade', async () => {
    const fetchMock = stubApi({
      'PUT /accounts/assignments/class/a1/grading': ({ body }: { body: unknown }) => ({
        message: 'Class assignment graded',
        data: { assignment: { ...assignment, grading: { ...assignment.grading, ...(body as object) } } },
      }),
    });
    const onGraded = vi.fn();
    renderWithProviders(
      <GradeAssignmentForm kind="class" assignment={assignment} onGraded={onGraded} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update Grading' }));
    expect(await screen.findByText('Please enter the attained points')).toBeTruthy();
    expect(screen.getByText('Please write a remark')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: /Attained Points/ }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Remarks/ }), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Grading' }));
    expect(await screen.findByText(assignmentPointsTooHigh)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('spinbutton', { name: /Attained Points/ }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Grading' }));
    await waitFor(() => expect(onGraded).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)).toEqual([
      ['PUT', '/accounts/assignments/class/a1/grading', { points: 9, remarks: 'Good' }],
    ]);
  });
});
