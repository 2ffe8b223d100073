import { handInMessages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { AssignmentForm } from './AssignmentForm';

afterEach(() => vi.unstubAllGlobals());

const student = {
  key: 's1',
  title: null,
  firstName: 'Dami',
  lastName: 'Bello',
  otherNames: null,
  avatar: null,
  gender: null,
};

describe('the assignment form asks for a hand-in (ADR 0074)', () => {
  it('sends online text, files, the due date and the cut-off, and refuses a cut-off before the due date', async () => {
    const fetchMock = stubApi({
      'GET /accounts/assignments/options': { data: { programs: [{ key: 'g1', title: 'Maths', students: [student] }] } },
      'POST /accounts/assignments/home': ({ body }: { body: unknown }) => ({
        message: 'ok',
        data: { assignment: body },
      }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<AssignmentForm kind="home" onSaved={onSaved} onCancel={() => {}} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Program' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Maths' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Student' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Dami Bello/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'My holiday' } });
    expect(screen.getByLabelText('Submitted on')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask the student to hand it in online' }));
    // The student's submission sets "submitted at" from now on.
    expect(screen.queryByLabelText('Submitted on')).toBeNull();
    fireEvent.change(screen.getByLabelText('Files (at most)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: '2030-01-15T17:00' } });
    fireEvent.change(screen.getByLabelText('Cut-off (optional)'), { target: { value: '2030-01-14T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record assignment' }));
    expect(await screen.findByText(handInMessages.cutOffBeforeDue)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Cut-off (optional)'), { target: { value: '2030-01-17T17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record assignment' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, , body] = callsOf(fetchMock).find(([m]) => m === 'POST')!;
    expect(body).toMatchObject({
      title: 'My holiday',
      submittedAt: null,
      handIn: {
        text: true,
        maxFiles: 2,
        dueAt: new Date('2030-01-15T17:00').toISOString(),
        cutOffAt: new Date('2030-01-17T17:00').toISOString(),
      },
    });
  });
});
