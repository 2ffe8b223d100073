import { platform } from '@chalkline/contracts';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { bookADemoPath } from '../navigation';

const promises = ['Free demo class', 'Flexible schedules', 'Printable progress reports'];

/**
 * A label drawn like MUI's Chip (pill, 13 px text, cut with an ellipsis when too long). The home page shows two
 * and needs none of Chip's click and delete machinery, which would add about 2 KiB to its download (ADR 0033).
 */
function Pill({ label, small, sx }: { label: string; small?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          maxWidth: '100%',
          height: small ? 24 : 32,
          px: small ? 1 : 1.5,
          borderRadius: small ? '12px' : '16px',
          fontSize: '0.8125rem',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'middle',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

function ClassroomPreview() {
  return (
    <Box sx={{ position: 'relative', maxWidth: 500, mx: 'auto', width: '100%', pb: { xs: 4, md: 0 } }}>
      <Paper elevation={0} sx={{ p: 1.5, borderRadius: '28px', boxShadow: '0 30px 60px -20px rgba(23, 32, 58, 0.35)' }}>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '4 / 3',
            borderRadius: '20px',
            overflow: 'hidden',
            background: 'linear-gradient(135deg, #5a9bff 0%, #1f6feb 55%, #17203a 100%)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Pill
            label="LIVE"
            small
            sx={{
              position: 'absolute',
              top: 14,
              left: 14,
              bgcolor: 'error.main',
              color: 'common.white',
              fontWeight: 800,
            }}
          />
          <Box sx={{ textAlign: 'center', color: 'common.white' }}>
            <Avatar sx={{ width: 88, height: 88, mx: 'auto', bgcolor: 'warning.main', fontSize: 32, fontWeight: 800 }}>
              AM
            </Avatar>
            <Typography sx={{ mt: 1.5, fontWeight: 800 }}>Ms. Ada · Maths</Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              Fractions made fun
            </Typography>
          </Box>
          <Box
            sx={{
              position: 'absolute',
              right: 14,
              bottom: 14,
              width: '28%',
              aspectRatio: '4 / 3',
              borderRadius: '14px',
              bgcolor: alpha('#ffffff', 0.18),
              border: `2px solid ${alpha('#ffffff', 0.5)}`,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Avatar sx={{ bgcolor: 'success.main', fontWeight: 800 }}>T</Avatar>
          </Box>
        </Box>
      </Paper>
      <Paper
        elevation={0}
        sx={{
          position: 'absolute',
          left: { xs: 8, sm: -28 },
          bottom: { xs: -8, md: -28 },
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          pr: 2.5,
          borderRadius: '16px',
          boxShadow: '0 18px 40px -16px rgba(23, 32, 58, 0.35)',
        }}
      >
        <Avatar sx={{ bgcolor: alpha('#1f9d55', 0.12), color: 'success.main' }}>
          <EmojiEventsRounded />
        </Avatar>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Quiz completed
          </Typography>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>9 of 10 points</Typography>
        </Box>
      </Paper>
      <Paper
        elevation={0}
        sx={{
          position: 'absolute',
          right: { xs: 8, sm: -24 },
          top: { xs: -20, sm: 28 },
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          pr: 2.5,
          borderRadius: '16px',
          boxShadow: '0 18px 40px -16px rgba(23, 32, 58, 0.35)',
        }}
      >
        <Avatar sx={{ bgcolor: alpha('#f58a07', 0.14), color: 'warning.main' }}>
          <EventAvailableRounded />
        </Avatar>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Next class
          </Typography>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>Thursday, 4:00 PM</Typography>
        </Box>
      </Paper>
    </Box>
  );
}

/** The landing hero: promise, calls to action and a glimpse of a live class. */
export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(1200px 500px at 85% -10%, #dbe8ff 0%, transparent 60%), linear-gradient(180deg, #f0f5ff 0%, #f7f9fc 100%)',
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: '1fr',
          [`@media (min-width: ${Math.ceil(platform.breakpoints.tabletMax)}px)`]: { gridTemplateColumns: '1.05fr 1fr' },
        }}
      >
        <Box>
          <Pill
            label="Live online tutoring for children and young people"
            sx={{ bgcolor: alpha('#1f6feb', 0.1), color: 'primary.dark', fontWeight: 700, mb: 3, maxWidth: '100%' }}
          />
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.4rem', sm: '3rem', md: '3.6rem' }, maxWidth: 640 }}
          >
            Bright minds grow with the{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              right tutor
            </Box>
            .
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, fontWeight: 500, maxWidth: 560 }}>
            Chalkline pairs every learner with a caring tutor for live one-to-one and group classes, and keeps families
            in the loop with quizzes, assignments and clear progress reports.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
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
            <Button component={RouterLink} to={mainPaths.register} size="large" variant="outlined">
              Create an account
            </Button>
          </Box>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, p: 0, mt: 4, mb: 0 }}>
            {promises.map((promise) => (
              <Box
                component="li"
                key={promise}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}
              >
                <CheckCircleRounded fontSize="small" color="success" />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {promise}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <ClassroomPreview />
      </Container>
    </Box>
  );
}
