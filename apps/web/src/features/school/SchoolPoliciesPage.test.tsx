import { defaultSchoolSettings } from '@chalkline/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubRequest, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { adminPagePermission } from '../admin/routes';
import { SchoolPoliciesPage } from './SchoolPoliciesPage';

afterEach(() => vi.unstubAllGlobals());

describe('SchoolPoliciesPage', () => {
  it('sends only the policies that changed, and only valid numbers', async () => {
    const patches: unknown[] = [];
    stubApi({
      'GET /school-settings': { data: defaultSchoolSettings },
      'PATCH /admin/school-settings': (request: StubRequest) => {
        patches.push(request.body);
        return { data: { ...defaultSchoolSettings, ...(request.body as object) } };
      },
    });
    renderRoutes([{ path: '/admin/settings/school', Component: SchoolPoliciesPage }], {
      route: '/admin/settings/school',
    });
    const allow = await screen.findByRole('switch', { name: 'Students may message other students directly' });
    const save = screen.getByRole('button', { name: 'Save Policies' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(allow);
    expect(save.disabled).toBe(false);
    const grace = screen.getByLabelText('Grace after a failed renewal (days)');
    fireEvent.change(grace, { target: { value: '90' } });
    expect(screen.getByText('Please enter a whole number from 0 to 60')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(grace, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Attended when present for (% of the lesson)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('Proctoring pictures kept for (days)'), { target: { value: '14' } });
    fireEvent.click(save);
    await screen.findByText('School policies saved');
    expect(patches).toEqual([
      { studentDirectMessages: true, attendanceMinSharePercent: 75, proctoringRetentionDays: 14 },
    ]);
  });

  it('is behind the school policies group', () => {
    expect(adminPagePermission('/admin/settings/school')).toBe('schoolPolicies.access');
  });
});
