import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { dayMonthYearToIsoDate, isoDateToDayMonthYear, maskDayMonthYear } from '../lib/format';

/** The message under a date field whose text is not a whole DD-MM-YYYY date. */
export const dateFormatMessage = 'Please enter the date as DD-MM-YYYY';

export interface DateFieldProps {
  label: string;
  /** The chosen day as a date input's value ("2026-03-07"), or '' for none. */
  value: string;
  /** Called with a whole, real day ("2026-03-07") or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** Bounds for the calendar, as "YYYY-MM-DD". */
  min?: string;
  max?: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A date input that reads and types DD-MM-YYYY (platform spec 9) whatever the browser's locale, where a native
 * date input follows the locale (mm/dd/yyyy in en-US). The calendar button opens the browser's own picker.
 */
export function DateField({ label, value, onChange, min, max, error, helperText, size, sx }: DateFieldProps) {
  const [text, setText] = useState(() => isoDateToDayMonthYear(value));
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (the address, a reset) replaces what is shown, unless it is what was typed.
  useEffect(() => {
    setText((shown) => (dayMonthYearToIsoDate(shown) === value ? shown : isoDateToDayMonthYear(value)));
  }, [value]);

  const handleType = (typed: string) => {
    const masked = maskDayMonthYear(typed);
    setText(masked);
    if (masked === '') onChange('');
    else {
      const iso = dayMonthYearToIsoDate(masked);
      if (iso) onChange(iso);
    }
  };

  const incomplete = touched && text !== '' && dayMonthYearToIsoDate(text) === null;
  return (
    <Box sx={[{ position: 'relative', display: 'inline-flex' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <TextField
        fullWidth
        size={size}
        label={label}
        value={text}
        placeholder="DD-MM-YYYY"
        onChange={(event) => handleType(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error || incomplete}
        helperText={incomplete ? dateFormatMessage : helperText}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={`Choose ${label} from a calendar`}
                  onClick={() => picker.current?.showPicker?.()}
                >
                  <CalendarMonthRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          setTouched(false);
          setText(isoDateToDayMonthYear(event.target.value));
          onChange(event.target.value);
        }}
        // Under the field's bottom-left corner, where the browser anchors its calendar.
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          padding: 0,
        }}
      />
    </Box>
  );
}
