import { accountSearchDebounceMs } from '@chalkline/contracts';
import FilterListOffRounded from '@mui/icons-material/FilterListOffRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { AccountPicker, type PickedAccount } from '../AccountPicker';
import { DateField } from '../DateField';
import { searchFieldSlots } from '../searchFieldSlots';
import type { ListFilters } from './listFilters';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilterBarProps {
  /** The list's name, for the bar's accessible name ("Filter quiz assignments"). */
  name: string;
  filters: ListFilters;
  onChange: (changes: ListFilters | 'clear') => void;
  /** What the search box searches, as its label. */
  searchLabel: string;
  /** Programs to choose from; left out, there is no program filter. */
  programs?: FilterOption[];
  statuses?: FilterOption[];
  /** Offer the student filter (an account search, students only). */
  students?: boolean;
  /** The chosen student's name when known (a reloaded link knows only the key). */
  studentName?: string;
  /** Which date the From/To days range over ("Due", "Assigned"); left out, no date filter. */
  dateLabel?: string;
}

const field = { flex: '1 1 180px', minWidth: 0 };

/**
 * The search and filters of a server-paged list (ADR 0065), kept in the address by `useListFilters`: the search is
 * sent once typing pauses (400 ms, as the account search), every other change at once; any change goes back to
 * page 1. On a phone only the search shows, with a Filters button (counting the filters set) that opens the rest.
 */
export function ListFilterBar({
  name,
  filters,
  onChange,
  searchLabel,
  programs,
  statuses,
  students,
  studentName,
  dateLabel,
}: ListFilterBarProps) {
  const [text, setText] = useState(filters.search ?? '');
  const [picked, setPicked] = useState<PickedAccount[]>([]);
  const sent = useRef(filters.search ?? '');

  // The address changed from outside (back, a cleared filter): show what it holds.
  useEffect(() => {
    if ((filters.search ?? '') !== sent.current) {
      sent.current = filters.search ?? '';
      setText(sent.current);
    }
    if (!filters.student) setPicked([]);
  }, [filters.search, filters.student]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      onChange({ search: wanted });
    }, accountSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const active = Object.values(filters).some(Boolean);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [opened, setOpened] = useState(false);
  const set = [filters.program, filters.status, filters.student, filters.from, filters.to].filter(Boolean).length;
  const showFields = !phone || opened;
  // On a phone each opened field takes a line of its own.
  const fieldSx = phone ? { flex: '1 1 100%', minWidth: 0 } : field;
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const shownStudent = picked[0];

  return (
    <Box component="section" aria-label={`Filter ${name}`} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={searchLabel}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              sent.current = text.trim();
              onChange({ search: text.trim() });
            }
          }}
          slotProps={searchFieldSlots}
          sx={{ flex: '2 1 240px', minWidth: 0 }}
        />
        {phone && (
          <Button
            startIcon={<FilterListRounded />}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            sx={{ alignSelf: 'center' }}
          >
            {set ? `Filters (${set})` : 'Filters'}
          </Button>
        )}
        {showFields && programs && (
          <TextField
            select
            label="Program"
            value={programs.some((p) => p.value === filters.program) ? filters.program : ''}
            onChange={(e) => onChange({ program: e.target.value })}
            sx={fieldSx}
          >
            <MenuItem value="">All programs</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.value} value={p.value}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {showFields && statuses && (
          <TextField
            select
            label="Status"
            value={filters.status ?? ''}
            onChange={(e) => onChange({ status: e.target.value })}
            sx={fieldSx}
          >
            <MenuItem value="">Any status</MenuItem>
            {statuses.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {showFields &&
          students &&
          (filters.student && !shownStudent ? (
            <Chip
              label={`Student: ${studentName ?? 'one student'}`}
              onDelete={() => onChange({ student: undefined })}
              sx={{ alignSelf: 'center' }}
            />
          ) : (
            <Box sx={fieldSx}>
              <AccountPicker
                label="Student"
                name="student-filter"
                studentOnly
                allowTyped={false}
                value={picked}
                onChange={(next) => {
                  const last = next.slice(-1);
                  setPicked(last);
                  onChange({ student: last[0]?.key ?? undefined });
                }}
              />
            </Box>
          ))}
        {showFields && dateLabel && (
          <>
            <DateField
              label={`${dateLabel} from`}
              value={filters.from ?? ''}
              onChange={(value) => onChange({ from: value })}
              sx={fieldSx}
            />
            <DateField
              label={`${dateLabel} to`}
              value={filters.to ?? ''}
              onChange={(value) => onChange({ to: value })}
              error={backwards}
              helperText={backwards ? 'To cannot be before From' : undefined}
              sx={fieldSx}
            />
          </>
        )}
        {active && (
          <Button
            startIcon={<FilterListOffRounded />}
            onClick={() => {
              sent.current = '';
              setText('');
              setPicked([]);
              onChange('clear');
            }}
            sx={{ alignSelf: 'center' }}
          >
            Clear filters
          </Button>
        )}
      </Stack>
    </Box>
  );
}
