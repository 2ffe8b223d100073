/** Pieces the Subscribers page's tabs share: a person's name and email, and the search and filter bar. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A person's full name. */
export const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export function Person({ person }: { person: { firstName: string; lastName: string; email: string } }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name(person)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {person.email}
      </Typography>
    </>
  );
}

/** The search box and one select per filter, kept in the address (page back to 1 on a change). */
export function Filters({
  keys,
}: {
  keys: { key: string; label: string; options: { value: string; label: string }[] }[];
}) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.set('page', '1');
      return next;
    });
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      component="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        set('search', search.trim());
      }}
    >
      <TextField
        label="Search name, email or program"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onBlur={() => set('search', search.trim())}
        sx={{ flex: '2 1 240px' }}
      />
      {keys.map((f) => (
        <TextField
          key={f.key}
          select
          label={f.label}
          value={params.get(f.key) ?? ''}
          onChange={(e) => set(f.key, e.target.value)}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">All</MenuItem>
          {f.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
