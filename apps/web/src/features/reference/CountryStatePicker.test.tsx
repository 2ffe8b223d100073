import type { CountryRecord, LabelValue } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CountryStatePicker, stateOptions } from './CountryStatePicker';

const hungary: CountryRecord = {
  code2: 'HU',
  code3: 'HUN',
  name: 'Hungary',
  capital: 'Budapest',
  region: 'Europe',
  subregion: 'Central Europe',
  states: [
    { code: 'BU', name: 'Budapest', subdivision: 'capital city' },
    { code: 'VE', name: 'Veszprém', subdivision: 'county' },
    { code: 'VM', name: 'Veszprém', subdivision: 'city with county rights' },
    { code: 'VE', name: 'Veszprém', subdivision: null },
  ],
};

const aruba: CountryRecord = {
  code2: 'AW',
  code3: 'ABW',
  name: 'Aruba',
  capital: 'Oranjestad',
  region: 'Americas',
  subregion: 'Caribbean',
  states: [],
};

function Harness({
  onChange,
}: {
  onChange: (value: { country: LabelValue | null; state: LabelValue | null }) => void;
}) {
  const [country, setCountry] = useState<LabelValue | null>(null);
  const [state, setState] = useState<LabelValue | null>(null);
  return (
    <CountryStatePicker
      country={country}
      state={state}
      onCountryChange={(next) => {
        setCountry(next);
        onChange({ country: next, state: null });
      }}
      onStateChange={(next) => {
        setState(next);
        onChange({ country, state: next });
      }}
    />
  );
}

const openAndPick = async (label: string, option: string) => {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const setup = () => {
  const fetchMock = vi.fn(async () => jsonResponse({ data: { countries: [hungary, aruba] } }));
  vi.stubGlobal('fetch', fetchMock);
  const onChange = vi.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  return { fetchMock, onChange };
};

describe('CountryStatePicker', () => {
  it('loads countries and, after picking one, lists its states', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { fetchMock, onChange } = setup();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/reference/countries');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();

    await openAndPick('Country', 'Hungary');
    expect(onChange).toHaveBeenCalledWith({ country: { label: 'Hungary', value: 'HU' }, state: null });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Budapest', 'Veszprém', 'Veszprém', 'Veszprém']);
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('same key'))).toBe(false);

    fireEvent.click(within(listbox).getAllByRole('option')[2] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({
      country: { label: 'Hungary', value: 'HU' },
      state: { label: 'Veszprém', value: 'VM' },
    });
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Veszprém');
  });

  it('shows no state picker for a country without states', async () => {
    setup();
    await openAndPick('Country', 'Hungary');
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();

    await openAndPick('Country', 'Aruba');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Aruba');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  });

  it('gives every state option a unique key even when codes and names repeat', () => {
    const keys = stateOptions(hungary).map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
