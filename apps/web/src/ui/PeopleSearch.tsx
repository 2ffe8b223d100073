import { accountSearchDebounceMs } from '@chalkline/contracts';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { searchFieldSlots } from './searchFieldSlots';

/**
 * A server-paged list of people searched by name or email (tutors, students, guardians): what is typed, the search
 * it settles into after a pause, and its field, which goes back to the first page on every change.
 */
export function usePeopleSearch(label: string, onChange: () => void) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), accountSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const field = (
    <TextField
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange();
      }}
      label={label}
      placeholder="Name or email"
      size="small"
      sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      slotProps={searchFieldSlots}
    />
  );
  return { search, field };
}
