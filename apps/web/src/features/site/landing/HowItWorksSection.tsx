import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { bookADemoPath } from '../navigation';

const steps = [
  {
    title: 'Book a free demo',
    text: 'Pick a time that suits you. A tutor meets your child, gets to know their goals and tries a short lesson.',
  },
  {
    title: 'Meet your tutor',
    text: 'We match a tutor and a program to your child’s grade, curriculum and learning preferences.',
  },
  {
    title: 'Learn and grow',
    text: 'Regular live classes, quizzes and assignments build confidence, and reports show the progress.',
  },
];

/** Three steps from demo to progress, then the closing call to action. */
export function HowItWorksSection() {
  return (
    <>
      <Box component="section" aria-labelledby="how-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 5, md: 8 } }}>
            <Typography variant="overline" color="primary">
              How it works
            </Typography>
            <Typography id="how-title" variant="h2" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mt: 1 }}>
              Start learning in three easy steps
            </Typography>
          </Box>
          <Box
            component="ol"
            sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, p: 0, m: 0 }}
          >
            {steps.map((step, index) => (
              <Box component="li" key={step.title} sx={{ listStyle: 'none', textAlign: { xs: 'left', md: 'center' } }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    mx: { md: 'auto' },
                    mb: 2,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 800,
                    fontSize: 22,
                    boxShadow: '0 0 0 8px rgba(31, 111, 235, 0.12)',
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {step.title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7, maxWidth: 340, mx: { md: 'auto' } }}>
                  {step.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              borderRadius: '32px',
              px: { xs: 3, md: 8 },
              py: { xs: 6, md: 8 },
              color: 'common.white',
              background: 'linear-gradient(120deg, #1550b8 0%, #1f6feb 60%, #5a9bff 100%)',
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { xs: 'flex-start', md: 'center' },
              justifyContent: 'space-between',
              gap: 4,
            }}
          >
            <Box sx={{ maxWidth: 560 }}>
              <Typography id="cta-title" variant="h3" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
                See Chalkline in action
              </Typography>
              <Typography sx={{ mt: 1.5, opacity: 0.9, fontSize: '1.1rem' }}>
                Book a free demo class and meet a tutor. No commitment, just a great first lesson.
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button
                component={RouterLink}
                to={bookADemoPath}
                size="large"
                variant="contained"
                color="warning"
                endIcon={<ArrowForwardRounded />}
              >
                Book a Demo
              </Button>
              <Button
                component={RouterLink}
                to={mainPaths.contact}
                size="large"
                variant="outlined"
                sx={{ color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.6)' }}
              >
                Talk to us
              </Button>
            </Box>
          </Box>
        </Container>
      </Box>
    </>
  );
}
