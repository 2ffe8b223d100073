import type { ManagedPerson } from '@chalkline/contracts';
import { dataRightsTexts } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import StepUpDialog from '../../auth/StepUpDialog';
import { AdminStudentsPage } from './ManagePeoplePage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const student: ManagedPerson = {
  key: '11111111-1111-4111-8111-111111111111',
  title: null,
  firstName: 'Erin',
  lastName: 'Vale',
  otherNames: null,
  email: 'erin@example.test',
  phone: null,
  gender: 'FEMALE',
  avatar: null,
  country: null,
  state: null,
  signUpMethod: 'EMAIL',
  suspended: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  meetingId: null,
};
const list = { data: { items: [student], total: 1, page: 1, limit: 20 } };
const base = `/admin/people/${student.key}`;

async function openMenuItem(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Erin Vale' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('data rights on the people page (ADR 0072)', () => {
  it('erases a person only once their email address is typed, and shows the server’s refusal', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/students': list,
      [`POST ${base}/erase`]: () =>
        ++attempts === 1
          ? errorAnswer(409, dataRightsTexts.lastMaster, 'CONFLICT')
          : {
              message: dataRightsTexts.erased,
              data: { erasure: { key: student.key, erasedAt: '', deleted: {}, anonymised: {}, files: 0 } },
            },
    });
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students' });
    await openMenuItem('Erase person');
    const dialog = await screen.findByRole('dialog', { name: 'Erase Erin Vale?' });
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase).toHaveProperty('disabled', true);
    const confirm = within(dialog).getByRole('textbox', { name: 'Type their email address to confirm' });
    fireEvent.change(confirm, { target: { value: 'someone@else.test' } });
    expect(erase).toHaveProperty('disabled', true);
    fireEvent.change(confirm, { target: { value: 'ERIN@example.test' } });
    fireEvent.click(erase);
    expect(await within(dialog).findByText(dataRightsTexts.lastMaster)).toBeTruthy();
    fireEvent.click(erase);
    expect(await screen.findByText(dataRightsTexts.erased)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Erase Erin Vale?' })).toBeNull());
    const posts = callsOf(fetchMock).filter(([m]) => m === 'POST');
    expect(posts.at(-1)).toEqual(['POST', `${base}/erase`, { confirm: 'ERIN@example.test' }]);
  });

  it('exports after the admin confirms it is them (step-up) and saves the zip', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    let asked = 0;
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/students': list,
      [`POST ${base}/export`]: () =>
        ++asked === 1
          ? errorAnswer(403, 'Please confirm it is you', 'STEP_UP_REQUIRED')
          : new Response(new Uint8Array([80, 75, 5, 6]), {
              headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="x.zip"' },
            }),
      'POST /auth/reauthenticate': { message: 'Confirmed' },
    });
    renderWithProviders(
      <>
        <AdminStudentsPage />
        <StepUpDialog twoFactor={false} />
      </>,
      { route: '/admin/students' },
    );
    await openMenuItem('Export data');
    const dialog = await screen.findByRole('dialog', { name: 'Export the data of Erin Vale?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    fireEvent.change(within(stepUp).getByLabelText('Password'), { target: { value: 'Str0ng!Pass' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(dataRightsTexts.exported)).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
    expect(callsOf(fetchMock).filter(([, path]) => path === `${base}/export`)).toHaveLength(2);
  });

  it('hides both actions from an admin without the Data rights group', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MANAGER', { permissions: ['students.access', 'students.edit'] })),
      'GET /admin/students': list,
    });
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Erin Vale' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Export data' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Erase person' })).toBeNull();
  });
});
