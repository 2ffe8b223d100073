import type { ProgramSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataGrid } from '../../ui/data-grid';
import { CardGrid, Section } from '../../ui/PageSection';
import { useToast } from '../../ui/toast';
import { enrolAdditional, fetchEnrolments, fetchPrograms } from './programs.api';

/** /accounts/programs: the student's enrolments (active and inactive) and other programs to enrol in. */
export function StudentProgramsPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const enrolments = useQuery({ queryKey: ['enrolments', 'mine'], queryFn: () => fetchEnrolments() });
  const enrol = useMutation({
    mutationFn: enrolAdditional,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['enrolments'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => toast.error(error.message),
  });
  const enrolled = new Set(enrolments.data?.map((e) => e.program.key));

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Programs
      </Typography>
      {enrolments.isError && <Alert severity="error">{enrolments.error.message}</Alert>}
      <Section title="My programs">
        <CardGrid>
          {enrolments.data?.map((enrolment) => (
            <Paper
              key={enrolment.key}
              variant="outlined"
              sx={{ p: 2, display: 'flex', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{enrolment.program.title}</Typography>
              <Chip
                size="small"
                label={enrolment.active ? 'Active' : 'Inactive'}
                color={enrolment.active ? 'success' : 'default'}
              />
            </Paper>
          ))}
        </CardGrid>
      </Section>
      <Section title="Enrol in more programs">
        <DataGrid<ProgramSummary>
          queryKey={['programs', 'browse']}
          columns={[
            { key: 'title', header: 'Program' },
            { key: 'category', header: 'Category', render: (row) => row.category.title },
            {
              key: 'enrol',
              header: 'Actions',
              align: 'right',
              render: (row) =>
                enrolled.has(row.key) ? (
                  <Chip size="small" label="Enrolled" />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => enrol.mutate(row.key)}
                    disabled={enrol.isPending}
                  >
                    Enrol
                  </Button>
                ),
            },
          ]}
          fetcher={(page, limit) => fetchPrograms(page, limit)}
          getRowId={(row) => row.key}
          ariaLabel="Programs to enrol in"
        />
      </Section>
    </Box>
  );
}
