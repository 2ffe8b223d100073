import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteTitle } from './useRouteTitle';

/** Stands in for a page that later work builds: shows the route's title. */
export function PlaceholderPage({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title ?? routeTitle ?? 'Coming soon'}
      </Typography>
      <Typography color="text.secondary">This page is on its way.</Typography>
    </Container>
  );
}
