import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogoMark } from '../../ui/Logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. a link to the other auth page. */
  footer?: ReactNode;
  /** The register forms are wider than sign-in. */
  width?: number;
}

/** The centred card of the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, footer, width = 460 }: AuthCardProps) {
  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 4, md: 8 },
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: (theme) => `radial-gradient(circle at 50% 0%, ${theme.palette.primary.light}22, transparent 60%)`,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 }, borderRadius: '20px', boxShadow: 3 }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <LogoMark size={44} />
          <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Paper>
      {footer && (
        <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {footer}
        </Typography>
      )}
    </Box>
  );
}
