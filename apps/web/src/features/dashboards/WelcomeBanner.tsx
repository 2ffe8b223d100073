import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { abbreviatedName, motivationalMessages, useMotivationalIndex } from './motivation';

export interface WelcomeBannerProps {
  firstName: string;
  lastName: string;
  overline: string;
  /** Students see the rotating motivational messages; others see `subtitle`. */
  motivate?: boolean;
  subtitle?: ReactNode;
}

function Motivation() {
  const index = useMotivationalIndex();
  return (
    <Typography sx={{ mt: 1, opacity: 0.95, minHeight: '3em' }} aria-live="polite" data-testid="motivation">
      {motivationalMessages[index]}
    </Typography>
  );
}

/** "Welcome back, Dami B." on a coloured banner, with a motivational line for students. */
export function WelcomeBanner({ firstName, lastName, overline, motivate = false, subtitle }: WelcomeBannerProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        color: 'primary.contrastText',
        border: 'none',
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light})`,
      }}
    >
      <Typography variant="overline" sx={{ opacity: 0.85 }}>
        {overline}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        Welcome back, {abbreviatedName(firstName, lastName)}
      </Typography>
      {motivate ? <Motivation /> : subtitle && <Typography sx={{ mt: 1, opacity: 0.9 }}>{subtitle}</Typography>}
    </Paper>
  );
}
