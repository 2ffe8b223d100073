import {
  type AccountSearchResult,
  accountPickerMaxMessage,
  accountSearchDebounceMs,
  type MemberRole,
  validateEmail,
} from '@chalkline/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../lib/api';
import { emailLetter, roleGroupLabels, sortAccountResults } from './accountGroups';

/** A picked account: one found by the search, or an email typed in (no key, no role). */
export type PickedAccount =
  | (AccountSearchResult & { typed?: false })
  | { typed: true; key: null; email: string; memberRole: null };

export interface AccountPickerProps {
  value: PickedAccount[];
  onChange: (next: PickedAccount[]) => void;
  label?: string;
  /** Search students only (platform spec 5.3). */
  studentOnly?: boolean;
  /** Search one member role only (e.g. tutors for a demo session). */
  memberRole?: MemberRole;
  /** At most this many accounts; one more shows "You can only select a maximum of {n} account(s)." */
  max?: number;
  /** Whether typed text may be taken as an email (on by default). */
  allowTyped?: boolean;
  error?: string;
  helperText?: string;
  /** The input's id and name, for labels and forms. */
  name?: string;
}

const fetchAccounts = async (search: string, studentOnly: boolean, role?: MemberRole) =>
  (await api.get('/accounts/search', { query: { search, studentOnly: studentOnly || undefined, role } })).data.results;

const nameOf = (a: AccountSearchResult) => [a.firstName, a.otherNames, a.lastName].filter(Boolean).join(' ');
const emailOf = (a: PickedAccount | string) => (typeof a === 'string' ? a : a.email);
const identity = (a: PickedAccount | string) =>
  typeof a === 'string' ? `email:${a.toLowerCase()}` : (a.key ?? `email:${a.email.toLowerCase()}`);

/** The text a value shows as: a found account's name, or the typed email. */
export const pickedLabel = (a: PickedAccount | string) =>
  typeof a === 'string' ? a : a.typed ? a.email : nameOf(a) || a.email;

/** The search text once typing has paused for the debounce delay (platform spec 5.3). */
function useDebounced(text: string, delayMs: number) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * The account search multi-select (platform spec 2.6, 5.3): searches as you type (debounced 400 ms, nothing
 * sent for an empty input), shows results grouped by member role and sorted by the first letter of the email
 * ("0-9" for digits), takes free text as a typed email, and refuses more than `max` accounts.
 */
export function AccountPicker({
  value,
  onChange,
  label = 'Accounts',
  studentOnly = false,
  memberRole,
  max,
  allowTyped = true,
  error,
  helperText,
  name,
}: AccountPickerProps) {
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const term = useDebounced(input.trim(), accountSearchDebounceMs);
  const query = useQuery({
    queryKey: ['accounts', 'search', term, studentOnly, memberRole ?? null],
    queryFn: () => fetchAccounts(term, studentOnly, memberRole),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
  const options = useMemo(
    () => (term && query.data ? sortAccountResults(query.data) : []).map((a): PickedAccount => a),
    [term, query.data],
  );

  const handleChange = (_event: unknown, next: (PickedAccount | string)[]) => {
    const picked: PickedAccount[] = [];
    for (const item of next) {
      if (typeof item !== 'string') {
        picked.push(item);
        continue;
      }
      const invalid = validateEmail(item);
      if (invalid) {
        setProblem(invalid);
        return;
      }
      const email = item.trim().toLowerCase();
      if (!picked.some((p) => identity(p) === `email:${email}`))
        picked.push({ typed: true, key: null, email, memberRole: null });
    }
    if (max !== undefined && picked.length > max) {
      setProblem(accountPickerMaxMessage(max));
      return;
    }
    setProblem(null);
    setInput('');
    onChange(picked);
  };

  const shownError = problem ?? error;
  return (
    <Autocomplete<PickedAccount, true, false, boolean>
      multiple
      freeSolo={allowTyped}
      filterSelectedOptions
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
        if (reason === 'input') setProblem(null);
      }}
      onChange={handleChange}
      filterOptions={(found) => found}
      groupBy={(option) => (option.memberRole ? roleGroupLabels[option.memberRole] : 'Typed')}
      getOptionLabel={pickedLabel}
      getOptionKey={identity}
      isOptionEqualToValue={(a, b) => identity(a) === identity(b)}
      loading={query.isFetching}
      noOptionsText={term ? 'No accounts found' : 'Type a name or email to search'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Typography
            component="span"
            aria-hidden
            sx={{ minWidth: 28, fontSize: 12, fontWeight: 700, color: 'text.secondary' }}
          >
            {emailLetter(emailOf(option))}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{pickedLabel(option)}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {emailOf(option)}
            </Typography>
          </Box>
        </Box>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={pickedLabel(option)} title={emailOf(option)} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          placeholder={value.length ? undefined : allowTyped ? 'Search by name or email, or type an email' : 'Search'}
          error={Boolean(shownError)}
          helperText={shownError ?? helperText}
        />
      )}
    />
  );
}
