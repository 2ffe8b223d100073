import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatClockTime } from '../../lib/format';
import type { TimeSlot } from './slots';

export interface TimeSlotListProps {
  label: string;
  slots: readonly TimeSlot[];
  selected: Date | null;
  onSelect: (at: Date) => void;
  /** Shown under the list: the server's or the form's message for this field. */
  error?: string;
  /** Hides disabled slots instead of greying them (long lists of past times). */
  hideDisabled?: boolean;
}

/** A scrolling list of 15-minute times; past and busy ones are disabled (platform spec 5.3). */
export function TimeSlotList({ label, slots, selected, onSelect, error, hideDisabled = false }: TimeSlotListProps) {
  const labelId = useId();
  const shown = hideDisabled ? slots.filter((slot) => !slot.disabled) : slots;
  return (
    <Box sx={{ minWidth: 140, flex: 1 }}>
      <Typography variant="subtitle2" component="h3" id={labelId} gutterBottom>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
          gap: 0.5,
          maxHeight: 220,
          overflowY: 'auto',
          p: 0.5,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
        }}
      >
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', p: 1 }}>
            No free times on this day.
          </Typography>
        )}
        {shown.map((slot) => {
          const isSelected = selected?.getTime() === slot.at.getTime();
          return (
            <Button
              key={slot.at.toISOString()}
              size="small"
              variant={isSelected ? 'contained' : 'outlined'}
              aria-pressed={isSelected}
              disabled={slot.disabled}
              onClick={() => onSelect(slot.at)}
            >
              {formatClockTime(slot.at)}
            </Button>
          );
        })}
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
