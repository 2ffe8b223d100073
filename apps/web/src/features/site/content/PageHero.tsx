import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The coloured band at the top of a public content page: its h1 and a line under it. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 9 },
        backgroundImage: 'radial-gradient(circle at 85% 20%, rgba(255,255,255,0.16), transparent 45%)',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mt: 1.5, maxWidth: 720, opacity: 0.9, fontSize: { md: '1.15rem' } }}>{subtitle}</Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** A section of a public page with an h2. */
export function ContentSection({
  id,
  title,
  children,
  muted = false,
}: {
  id?: string;
  title?: string;
  children: ReactNode;
  muted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: muted ? 'grey.50' : undefined, scrollMarginTop: { xs: 64, md: 72 } }}
    >
      <Container maxWidth="lg">
        {title && (
          <Typography
            variant="h4"
            component="h2"
            sx={{ fontWeight: 800, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
          >
            {title}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
