import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

interface Offering {
  title: string;
  text: string;
  icon: ReactElement;
  color: string;
}

/** What the product offers (platform spec §1). */
const offerings: readonly Offering[] = [
  {
    title: 'Live classes',
    text: 'Scheduled one-to-one and group lessons in our online classroom, with video, chat and a shared whiteboard.',
    icon: <VideocamRounded />,
    color: '#1f6feb',
  },
  {
    title: 'Quizzes that teach',
    text: 'Tutors build quizzes and assign them to each student, then grade the answers and leave helpful remarks.',
    icon: <QuizRounded />,
    color: '#8b5cf6',
  },
  {
    title: 'Class and home assignments',
    text: 'Practice continues between lessons with class work and homework that tutors review and grade.',
    icon: <AssignmentTurnedInRounded />,
    color: '#1f9d55',
  },
  {
    title: 'Progress you can see',
    text: 'Attendance, quiz and assignment results come together in a performance view and printable reports.',
    icon: <InsightsRounded />,
    color: '#f58a07',
  },
  {
    title: 'Chat and group messages',
    text: 'Students, tutors and program groups stay in touch between classes with friendly, safe messaging.',
    icon: <ForumRounded />,
    color: '#0a8fc7',
  },
  {
    title: 'Flexible subscriptions',
    text: 'Simple paid plans with coupons, so families can choose the rhythm of learning that suits them.',
    icon: <CardMembershipRounded />,
    color: '#d9467a',
  },
];

/** "What we offer": the six pillars of the platform. */
export function OfferingsSection() {
  return (
    <Box component="section" aria-labelledby="offerings-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 8 } }}>
          <Typography variant="overline" color="primary">
            What we offer
          </Typography>
          <Typography id="offerings-title" variant="h2" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mt: 1 }}>
            Everything a young learner needs, in one place
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
            From the first demo class to the end-of-term report, Chalkline keeps learning live, personal and measurable.
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {offerings.map((offering) => (
            <Card
              key={offering.title}
              sx={{
                height: '100%',
                transition: 'transform 160ms ease, box-shadow 160ms ease',
                '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 24px 40px -24px rgba(23, 32, 58, 0.35)' },
              }}
            >
              <CardContent sx={{ p: 3.5 }}>
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: '14px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(offering.color, 0.12),
                    color: offering.color,
                    mb: 2.5,
                  }}
                >
                  {offering.icon}
                </Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {offering.title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {offering.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
