import type { honeypotField } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The honeypot (ADR 0041): a field people never see or reach (off screen, out of the tab order, hidden from screen
 * readers) that form-filling robots fill in. The server drops what comes with it.
 */
export function Honeypot({ register }: { register: UseFormRegisterReturn<typeof honeypotField> }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Leave this empty
        <input {...register} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </Box>
  );
}
