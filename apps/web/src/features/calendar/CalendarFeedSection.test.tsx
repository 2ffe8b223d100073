import { calendarTexts } from '@chalkline/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { CalendarFeedSection } from './CalendarFeedSection';

afterEach(() => vi.unstubAllGlobals());

const off = { enabled: false, createdAt: null, lastFetchedAt: null };
const on = { enabled: true, createdAt: '2026-11-28T09:00:00.000Z', lastFetchedAt: null };
const url = 'https://school.example/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics';

/** Stubs the feed's routes around a server-side state that the calls change. */
function stubFeed(initial: typeof off | typeof on) {
  let feed = initial;
  return stubApi({
    'GET /accounts/calendar-feed': () => ({ data: { feed } }),
    'POST /accounts/calendar-feed': () => {
      const message = feed.enabled ? calendarTexts.renewed : calendarTexts.turnedOn;
      feed = on;
      return { message, data: { feed, url, webcalUrl: url.replace('https:', 'webcal:') } };
    },
    'DELETE /accounts/calendar-feed': () => {
      feed = off;
      return { message: calendarTexts.turnedOff };
    },
  });
}

const section = () => within(screen.getByRole('region', { name: 'Calendar feed' }));

describe('CalendarFeedSection', () => {
  it('turns the feed on, shows its address once with Copy, and turns it off', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = stubFeed(off);
    renderWithProviders(<CalendarFeedSection />);

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));
    expect(await screen.findByText(calendarTexts.turnedOn)).toBeTruthy();
    const address = section().getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement;
    expect(address.value).toBe(url);
    expect(address.readOnly).toBe(true);
    expect(section().getByRole('link', { name: 'open it in your calendar app' }).getAttribute('href')).toBe(
      url.replace('https:', 'webcal:'),
    );

    await act(async () => {
      fireEvent.click(section().getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(section().getByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(section().getByRole('button', { name: 'Turn off calendar feed' }));
    expect(await screen.findByText(calendarTexts.turnedOff)).toBeTruthy();
    expect(await section().findByRole('button', { name: 'Turn on calendar feed' })).toBeTruthy();
    expect(section().queryByRole('textbox', { name: 'Calendar address' })).toBeNull();
    expect(callsOf(fetchMock).map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /accounts/calendar-feed',
      'POST /accounts/calendar-feed',
      'DELETE /accounts/calendar-feed',
      'GET /accounts/calendar-feed',
    ]);
  });

  it('says a feed that is on keeps its address hidden, and gives a new one on request', async () => {
    stubFeed(on);
    renderWithProviders(<CalendarFeedSection />);
    expect(await section().findByText(/Your calendar feed is on since/)).toBeTruthy();
    expect(section().getByText(/No calendar has read it yet/)).toBeTruthy();
    expect(section().queryByRole('textbox', { name: 'Calendar address' })).toBeNull();

    fireEvent.click(section().getByRole('button', { name: 'Get a new address' }));
    expect(await screen.findByText(calendarTexts.renewed)).toBeTruthy();
    expect((section().getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value).toBe(url);
  });
});
