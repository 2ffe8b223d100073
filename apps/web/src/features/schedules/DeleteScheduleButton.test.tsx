import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { DeleteScheduleButton, pageReload } from './DeleteScheduleButton';

afterEach(() => vi.unstubAllGlobals());

describe('DeleteScheduleButton', () => {
  it('asks with the exact spec text and deletes only after confirming, then reloads', async () => {
    const fetchMock = stubApi({ 'DELETE /admin/schedules/s1': { message: 'Schedule deleted' } });
    const reload = vi.spyOn(pageReload, 'go').mockImplementation(() => {});
    renderWithProviders(<DeleteScheduleButton scheduleKey="s1" label="Maths with Dami" />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Maths with Dami' }));
    expect(
      await screen.findByText('Are you sure you want top delete this schedule? This action cannot be undone!'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)).toEqual([['DELETE', '/admin/schedules/s1', undefined]]);
  });

  it('cancelling deletes nothing', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<DeleteScheduleButton scheduleKey="s1" label="Maths with Dami" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Maths with Dami' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/cannot be undone/)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
