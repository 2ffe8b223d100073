import { platform } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  disabled?: boolean;
}

/** Page numbers, a rows-per-page choice and a "1–20 of 134" summary. */
export function Pager({ page, limit, total, onPageChange, onLimitChange, disabled = false }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);

  const handleLimitChange = (event: ChangeEvent<HTMLInputElement>) => onLimitChange(Number(event.target.value));

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={String(limit)}
          onChange={handleLimitChange}
          disabled={disabled}
          sx={{ width: 140 }}
        >
          {platform.pageSizeOptions.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {first}–{last} of {total}
        </Typography>
      </Box>
      <Pagination
        page={page}
        count={pageCount}
        onChange={(_event, next) => onPageChange(next)}
        disabled={disabled}
        color="primary"
        shape="rounded"
        siblingCount={1}
      />
    </Box>
  );
}
