import type { AssignmentSummary } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../lib/format';
import { personName } from '../../lib/people';
import { gradeColour, pointsOf } from './grading';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 } }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

/** The grade as a chip in the spec's colours, or "Not graded". */
export function GradeChip({ assignment }: { assignment: AssignmentSummary }) {
  const { points, total } = assignment.grading;
  if (points === null) return <Chip size="small" variant="outlined" label="Not graded" />;
  return <Chip size="small" color={gradeColour(points, total)} label={pointsOf(points, total)} />;
}

/** Everything recorded about one assignment, remarks included. */
export function AssignmentDetails({ assignment }: { assignment: AssignmentSummary }) {
  const a = assignment;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Line label="Program">{a.program.title}</Line>
      <Line label="Student">
        {personName(a.student)}
        {a.student.email ? ` (${a.student.email})` : ''}
      </Line>
      <Line label="Assigned">{formatLongDate(a.assignedAt)}</Line>
      <Line label="Submitted">{a.submittedAt ? formatLongDate(a.submittedAt) : 'Not submitted'}</Line>
      <Line label="Grading">
        <GradeChip assignment={a} />
      </Line>
      <Line label="Remarks">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{a.grading.remarks || '—'}</Typography>
      </Line>
      {a.recordedBy && <Line label="Recorded by">{personName(a.recordedBy)}</Line>}
    </Box>
  );
}
