import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pager, usePageParams } from '../../ui/data-grid';
import { ProgramCard } from './ProgramCard';
import { fetchPrograms } from './programs.api';

/** /programs: every program as a card, server-paged with page and limit in the address. */
export function PublicProgramsPage() {
  const { page, limit, setPage, setLimit } = usePageParams();
  const programs = useQuery({
    queryKey: ['programs', 'public', { page, limit }],
    queryFn: () => fetchPrograms(page, limit),
    placeholderData: keepPreviousData,
  });
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '2rem', md: '3rem' } }}>
        Our programs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Live, one-to-one lessons with friendly tutors, from reading and maths to languages and coding.
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {programs.isPending
          ? [1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={260} />)
          : programs.data?.items.map((program) => <ProgramCard key={program.key} program={program} />)}
      </Box>
      {programs.data?.items.length === 0 && <Typography sx={{ py: 6 }}>No programs yet.</Typography>}
      <Pager
        page={page}
        limit={limit}
        total={programs.data?.total ?? 0}
        onPageChange={setPage}
        onLimitChange={setLimit}
        disabled={programs.isPending}
      />
    </Container>
  );
}
