import type { ProgramSummary, TutorLink } from '@chalkline/contracts';
import EventRounded from '@mui/icons-material/EventRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatLongDateTime } from '../../lib/format';
import { personName } from '../../lib/people';
import { CardGrid, Empty, Section } from '../../ui/PageSection';
import { classesHeldText, nextScheduleLink } from './ProgramCard';
import { fetchMyStudentLinks, fetchPrograms, programPath } from './programs.api';

/** The tutor's students in one program, from their tutor–student links. */
const studentsIn = (links: readonly TutorLink[], programKey: string) =>
  links.filter((link) => link.program.key === programKey).map((link) => link.student);

/** One taught program: title, category, classes held, the next lesson and the tutor's students in it. */
function TaughtProgram({ program, links }: { program: ProgramSummary; links: readonly TutorLink[] }) {
  const students = studentsIn(links, program.key);
  return (
    <Paper variant="outlined" component="article" aria-label={program.title} sx={{ p: 2 }}>
      <Chip size="small" label={program.category.title} sx={{ mb: 1 }} />
      <Link component={RouterLink} to={programPath(program)} underline="hover" color="inherit">
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {program.title}
        </Typography>
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {classesHeldText(program.classesHeld.length)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <EventRounded fontSize="small" color="action" />
        {program.nextSchedule ? (
          <Link component={RouterLink} to={nextScheduleLink(program.nextSchedule)} variant="body2">
            Next lesson: {formatLongDateTime(program.nextSchedule)}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No upcoming lesson
          </Typography>
        )}
      </Stack>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {`Students (${students.length})`}
      </Typography>
      {students.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No students are linked to you in this program yet.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
          {students.map((student) => (
            <Chip key={student.key} size="small" variant="outlined" label={personName(student)} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /accounts/programs for a tutor: the programs they teach, each with their students and next lesson. Tutors
 * do not enrol, so the page offers no enrolment actions.
 */
export function TutorProgramsPage() {
  const programs = useQuery({
    queryKey: ['programs', 'taught'],
    queryFn: () => fetchPrograms(1, 100, { mine: true }),
  });
  const links = useQuery({ queryKey: ['relationships', 'mine'], queryFn: fetchMyStudentLinks });
  const error = programs.error ?? links.error;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Programs
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      <Section title="Programs I teach">
        {programs.isPending && <Skeleton variant="rounded" height={120} />}
        {programs.data?.items.length === 0 && <Empty>No programs are assigned to you yet.</Empty>}
        <CardGrid>
          {programs.data?.items.map((program) => (
            <TaughtProgram key={program.key} program={program} links={links.data ?? []} />
          ))}
        </CardGrid>
      </Section>
    </Box>
  );
}
