import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { useWebsiteSettings } from '../website.api';

/** What families say (general testimonials), loaded after the rest of the home page (ADR 0033). */
export function TestimonialsSection() {
  const { data } = useWebsiteSettings(['GENERAL_TESTIMONIALS'] as const);
  const testimonials = data?.GENERAL_TESTIMONIALS ?? [];
  if (!testimonials.length) return null;
  return (
    <Box component="section" aria-labelledby="home-testimonials" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'grey.50' }}>
      <Container maxWidth="lg">
        <Typography
          id="home-testimonials"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, mb: 4, textAlign: 'center', fontSize: { xs: '1.6rem', md: '2.1rem' } }}
        >
          What families say
        </Typography>
        <TestimonialCarousel testimonials={testimonials} label="What families say" />
      </Container>
    </Box>
  );
}
