import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** The search waits this long after the last key before it asks the server. */
const searchDelayMs = 400;

/**
 * A server-paged list of people searched by name or email (tutors, students, guardians): what is typed, the search
 * it settles into after a pause, and its field, which goes back to the first page on every change.
 */
export function usePeopleSearch(label: string, onChange: () => void) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), searchDelayMs);
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
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return { search, field };
}
