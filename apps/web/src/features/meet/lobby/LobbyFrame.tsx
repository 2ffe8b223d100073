import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The lobby's page: the classroom's name as the page heading, then the content. */
export function LobbyFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: 'calc(100vh - 64px)',
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        background: 'linear-gradient(180deg, #eef4ff 0%, #f7f9fc 55%)',
      }}
    >
      <Box sx={{ maxWidth: 1160, mx: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: { xs: 2, md: 3 }, color: 'primary.main' }}>
          <SchoolRounded fontSize="small" />
          <Typography
            variant="h1"
            sx={{ fontSize: 15, fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase' }}
          >
            {title}
          </Typography>
        </Box>
        {children}
      </Box>
    </Box>
  );
}
