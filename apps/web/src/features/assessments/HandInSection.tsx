import type { AssignmentKind, AssignmentSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../auth/useSession';
import { HandInPanel } from './HandInPanel';
import { fetchHandIn, handInKey } from './handIn.api';
import { SubmissionView } from './SubmissionView';

/** The assignment's hand-in: the student's panel for the student it is set for, what was handed in for others. */
export function HandInSection({ kind, assignment }: { kind: AssignmentKind; assignment: AssignmentSummary }) {
  const user = useSession();
  const query = useQuery({
    queryKey: handInKey(kind, assignment.key),
    queryFn: () => fetchHandIn(kind, assignment.key),
    enabled: assignment.handIn !== null,
  });
  if (!assignment.handIn) return null;
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (user?.key === assignment.student.key)
    return <HandInPanel kind={kind} assignment={assignment.key} handIn={query.data} />;
  return <SubmissionView handIn={query.data} />;
}

/** The submission beside the grading form on wide screens, above it on narrow ones (390 px). */
export function BesideSubmission({
  show,
  children,
  submission,
}: {
  show: boolean;
  children: ReactNode;
  submission: ReactNode;
}) {
  if (!show) return <>{children}</>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ maxHeight: { md: '70vh' }, overflowY: { md: 'auto' } }}>{submission}</Box>
      <Box>{children}</Box>
    </Box>
  );
}
