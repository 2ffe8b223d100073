import { altMeetingLinkTexts } from '@chalkline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { renderWithProviders } from '../../test/render';
import { UpcomingClassCard } from '../dashboards/UpcomingClassCard';

afterEach(() => vi.unstubAllGlobals());

const lesson = lessonFixture(2);
const settings = (value: unknown) => ({
  'GET /website/settings': { data: { settings: { ALT_MEETING_LINK: value } } },
});

describe('the lesson card', () => {
  it('offers the Alternative Meeting Link as the fallback when the school has one', async () => {
    stubApi(settings({ url: 'https://meet.example.org/fallback', label: 'School video room' }));
    renderWithProviders(<UpcomingClassCard schedule={lesson} />);
    const note = await screen.findByRole('note', { name: 'Alternative meeting link' });
    expect(note.textContent).toContain(altMeetingLinkTexts.heading);
    expect(note.textContent).toContain(altMeetingLinkTexts.short);
    const link = within(note).getByRole('link', { name: 'School video room' });
    expect(link.getAttribute('href')).toBe('https://meet.example.org/fallback');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows nothing of it when the link is empty or never set', async () => {
    for (const value of [{ url: '', label: '' }, null]) {
      const fetchMock = stubApi(settings(value));
      const { unmount, queryClient } = renderWithProviders(<UpcomingClassCard schedule={lesson} />);
      await screen.findByRole('link', { name: 'Join Little Robots' });
      // The settings answer has arrived (and drew nothing), not merely not yet.
      await waitFor(() => expect(callsOf(fetchMock).some(([, path]) => path === '/website/settings')).toBe(true));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.queryByRole('note', { name: 'Alternative meeting link' })).toBeNull();
      expect(screen.queryByText(altMeetingLinkTexts.heading)).toBeNull();
      unmount();
    }
  });

  it('downloads the lesson as an .ics file with Add to calendar', async () => {
    stubApi(settings(null));
    renderWithProviders(<UpcomingClassCard schedule={lesson} />);
    const add = await screen.findByRole('link', { name: 'Add to calendar: Little Robots' });
    expect(add.getAttribute('href')).toBe('/api/accounts/schedules/sch1/calendar.ics');
    expect(add.hasAttribute('download')).toBe(true);
  });
});
