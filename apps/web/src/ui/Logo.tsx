import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The Chalkline mark: a rounded square with a "C" and an orange chalk line. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#1f6feb" />
      <path d="M44 20.5a15 15 0 1 0 0 23" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path d="M14 51h36" stroke="#f58a07" strokeWidth="5" strokeLinecap="round" />
    </Box>
  );
}

interface LogoProps {
  /** Where the logo links; home by default. */
  to?: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  size?: number;
  /** CSS display of the word mark, possibly per breakpoint, e.g. `{ md: 'none', lg: 'inline' }`. */
  wordmarkDisplay?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
}

/** The logo with the word mark, linking home. */
export function Logo({ to = '/', inverted = false, size = 36, wordmarkDisplay = 'inline' }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Chalkline home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: 'inherit' }}
    >
      <LogoMark size={size} />
      <Typography
        component="span"
        sx={{
          display: wordmarkDisplay,
          fontWeight: 800,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          color: inverted ? 'common.white' : 'secondary.main',
        }}
      >
        Chalk
        <Box component="span" sx={{ color: inverted ? 'primary.light' : 'primary.main' }}>
          line
        </Box>
      </Typography>
    </Box>
  );
}
