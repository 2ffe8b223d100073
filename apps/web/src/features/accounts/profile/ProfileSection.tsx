import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatValue, labelFor, notProvided, orderedFields } from './profileValues';

interface ProfileSectionProps {
  title: string;
  /** Field name to value; every field present is listed. */
  data?: Record<string, unknown>;
  /** Ready-made rows, for data that is not a plain record. */
  rows?: readonly { label: string; value: ReactNode }[];
}

/** A titled card listing label and value pairs. */
export function ProfileSection({ title, data, rows }: ProfileSectionProps) {
  const items =
    rows ??
    orderedFields(data ?? {}).map((field) => ({ label: labelFor(field), value: formatValue(field, data?.[field]) }));
  const headingId = `profile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 600,
                overflowWrap: 'anywhere',
                color: item.value === notProvided ? 'text.secondary' : 'text.primary',
              }}
            >
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
