import type { AccountSearchResult } from '@chalkline/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type StubRequest, stubApi } from '../test/apiStub';
import { renderWithProviders } from '../test/render';
import { AccountPicker, type PickedAccount } from './AccountPicker';
import { emailLetter, sortAccountResults } from './accountGroups';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const account = (
  email: string,
  memberRole: AccountSearchResult['memberRole'],
  firstName = 'First',
): AccountSearchResult => ({
  key: `key-${email}`,
  email,
  firstName,
  lastName: 'Last',
  otherNames: null,
  memberRole,
});

const results = [
  account('zed@example.test', 'STUDENT', 'Zed'),
  account('tutor.b@example.test', 'TUTOR', 'Bisi'),
  account('9lives@example.test', 'STUDENT', 'Nine'),
  account('amy@example.test', 'STUDENT', 'Amy'),
  account('boss@example.test', 'MASTER', 'Boss'),
];

/** A picker holding its own value, reporting each change. */
function Harness(props: { max?: number; studentOnly?: boolean; onPicked?: (v: PickedAccount[]) => void }) {
  const [value, setValue] = useState<PickedAccount[]>([]);
  return (
    <AccountPicker
      label="People"
      value={value}
      max={props.max}
      studentOnly={props.studentOnly}
      onChange={(next) => {
        setValue(next);
        props.onPicked?.(next);
      }}
    />
  );
}

const type = (text: string) => {
  const input = screen.getByRole('combobox', { name: 'People' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
};
/** Lets `ms` of the debounce pass, then the stubbed answer arrive and render (fake timers throughout). */
const settle = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
};

describe('AccountPicker', () => {
  it('sorts by role, then first letter of the email with digits as 0-9', () => {
    expect(emailLetter('9lives@x.test')).toBe('0-9');
    expect(emailLetter('amy@x.test')).toBe('A');
    expect(sortAccountResults(results).map((r) => r.email)).toEqual([
      '9lives@example.test',
      'amy@example.test',
      'zed@example.test',
      'tutor.b@example.test',
      'boss@example.test',
    ]);
  });

  it('searches 400 ms after typing stops, never for an empty input, and groups results by role', async () => {
    vi.useFakeTimers();
    const asked: [string | null, string | null][] = [];
    const fetchMock = stubApi({
      'GET /accounts/search': (request: StubRequest) => {
        asked.push([request.search.get('search'), request.search.get('studentOnly')]);
        return { data: { results } };
      },
    });
    renderWithProviders(<Harness studentOnly />);
    const input = type('   ');
    await settle(1000);
    expect(callsOf(fetchMock)).toEqual([]);

    fireEvent.change(input, { target: { value: 'a' } });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: 'am' } });
    await act(async () => {
      vi.advanceTimersByTime(399);
    });
    expect(asked).toEqual([]);
    await settle(1);
    expect(asked).toEqual([['am', 'true']]);

    const list = screen.getByRole('listbox');
    const groups = within(list)
      .getAllByRole('listitem')
      .map((group) => group.firstElementChild?.textContent);
    expect(groups).toEqual(['Students', 'Tutors', 'Masters']);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '0-9Nine Last9lives@example.test',
      'AAmy Lastamy@example.test',
      'ZZed Lastzed@example.test',
      'TBisi Lasttutor.b@example.test',
      'BBoss Lastboss@example.test',
    ]);
  });

  it('takes free text as a typed email, and refuses text that is not one', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /accounts/search': { data: { results: [] } } });
    const picked = vi.fn();
    renderWithProviders(<Harness onPicked={picked} />);
    const input = type('not-an-email');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Please provide a valid email address')).toBeTruthy();
    expect(picked).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'New.Parent@Example.test' } });
    expect(screen.queryByText('Please provide a valid email address')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toHaveBeenLastCalledWith([
      { typed: true, key: null, email: 'new.parent@example.test', memberRole: null },
    ]);
    expect(screen.getByRole('button', { name: 'new.parent@example.test' })).toBeTruthy();
  });

  it('refuses more than the maximum with the spec’s message', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /accounts/search': { data: { results } } });
    const picked = vi.fn();
    renderWithProviders(<Harness max={1} onPicked={picked} />);
    type('am');
    await settle(400);
    fireEvent.click(screen.getByRole('option', { name: /amy@example\.test/ }));
    expect(picked).toHaveBeenLastCalledWith([results[3]]);
    const input = type('ze');
    await settle(400);
    fireEvent.click(screen.getByRole('option', { name: /zed@example\.test/ }));
    expect(screen.getByText('You can only select a maximum of 1 account(s).')).toBeTruthy();
    expect(picked).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'x@example.test' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('You can only select a maximum of 1 account(s).')).toBeTruthy();
    expect(picked).toHaveBeenCalledTimes(1);
  });
});
