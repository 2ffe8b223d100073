import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Shown for any path no route matches. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 900,
          lineHeight: 1,
          background: 'linear-gradient(120deg, #1f6feb 35%, #f58a07 75%)',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
        The page you are looking for has moved, or never existed. Let’s get you back on track.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeRounded />}>
          Back to home
        </Button>
      </Box>
    </Container>
  );
}
