import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListPageProps {
  /** The page's h1. */
  title: string;
  /** Beside the title from the small breakpoint up, under it on phones: e.g. a "New program" button. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of a list page of an area: its padding, its title and an optional action. */
export function ListPage({ title, action, children }: ListPageProps) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
