import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentSection, PageHero } from '../content/PageHero';
import { CareerApplicationForm } from '../forms/CareerApplicationForm';

const reasons = [
  ['Teach from anywhere', 'Live classrooms in the browser, with a shared whiteboard, screen sharing and chat.'],
  ['Your own hours', 'Set the times you are free; families book lessons that fit them.'],
  ['Support that shows', 'Lesson plans, quizzes and reports are ready for you, so you can focus on teaching.'],
] as const;

/** Careers (platform spec 2.1): why to join and the application form with a CV upload. */
export function CareersPage() {
  return (
    <>
      <PageHero
        title="Careers"
        subtitle="Join tutors and staff who help children and young people learn with confidence."
      />
      <ContentSection title="Why work with us">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {reasons.map(([title, text]) => (
            <Paper key={title} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </ContentSection>
      <ContentSection id="apply" title="Apply now" muted>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, maxWidth: 760 }}>
          <CareerApplicationForm />
        </Paper>
      </ContentSection>
    </>
  );
}
