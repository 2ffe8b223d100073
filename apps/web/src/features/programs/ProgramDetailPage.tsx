import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { mainPaths } from '../../lib/paths';
import { personName } from '../../lib/people';
import { fetchProgram, fileUrl } from './programs.api';

/** /programs/{categorySlug}/{slug}: one program with its category, summary and tutors. */
export function ProgramDetailPage() {
  const { slug = '' } = useParams();
  const program = useQuery({ queryKey: ['programs', 'detail', slug], queryFn: () => fetchProgram(slug) });
  if (program.isPending) {
    return (
      <Container sx={{ py: 6 }}>
        <Skeleton variant="rounded" height={320} />
      </Container>
    );
  }
  if (program.isError) {
    return (
      <Container sx={{ py: 6 }}>
        <Alert severity="error">{program.error.message}</Alert>
      </Container>
    );
  }
  const data = program.data;
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Button component={RouterLink} to="/programs" sx={{ mb: 2 }}>
        ← All programs
      </Button>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <Chip label={data.category.title} sx={{ mb: 2 }} />
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.8rem' } }}>
            {data.title}
          </Typography>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{data.summary}</Typography>
          {data.tutors.length > 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Taught by {data.tutors.map(personName).join(', ')}
            </Typography>
          )}
          <Button variant="contained" size="large" component={RouterLink} to={mainPaths.register} sx={{ mt: 3 }}>
            Enrol now
          </Button>
        </Box>
        {data.thumbnail && (
          <Box component="img" src={fileUrl(data.thumbnail)} alt="" sx={{ width: '100%', borderRadius: 2 }} />
        )}
      </Box>
    </Container>
  );
}
