import type { LayoutKind, PerformanceMetric, StudentPerformance } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, formatLongDateTime } from '../../lib/format';
import { gradeColour, pointsOf } from '../assessments/grading';
import { GradeTrend } from './GradeTrend';
import { assignmentLink, attemptLink } from './links';
import { contributionOf, metricLabels } from './metricsRules';
import { WorkList } from './WorkList';

const percent = (n: number | null) => (n === null ? '—' : `${Number(n.toFixed(2))}%`);
const tutorNames = (tutors: { firstName: string; lastName: string }[]) =>
  tutors.map((t) => `${t.firstName} ${t.lastName}`).join(', ');

function Figure({
  label,
  value,
  detail,
  colour,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  colour?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: colour }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

const percentColour = (p: number | null) => (p === null ? undefined : `${gradeColour(p, 100)}.main`);

const columns: { metric: PerformanceMetric; key: 'classAssignments' | 'homeAssignments' | 'quizAssessments' }[] = [
  { metric: 'class', key: 'classAssignments' },
  { metric: 'home', key: 'homeAssignments' },
  { metric: 'quiz', key: 'quizAssessments' },
];

interface PerformanceReportProps {
  metrics: StudentPerformance;
  /** Who is reading, for the links of platform spec 2.2; none in the printed report. */
  layout?: LayoutKind;
  /** Whether the reader may open the pages the links lead to (an admin needs each page's group). */
  mayOpen?: { attempts: boolean; assignments: boolean };
  /** Its sections' heading level: 3 under a section's or dialog's h2, 2 straight under a page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * A student's performance (platform spec 3 "Student performance"): the weighted result and its weights, lessons
 * attended, quiz, class and home aggregates, and the per-program table; metrics switched off are left out.
 */
export function PerformanceReport({
  metrics: m,
  layout,
  mayOpen = { attempts: true, assignments: true },
  headingLevel = 3,
}: PerformanceReportProps) {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = columns.filter((c) => m.metrics[c.metric]);
  const studentKey = m.student.key;
  const linkTo = (href: string | null, text: string) =>
    href ? (
      <Link component={RouterLink} to={href}>
        {text}
      </Link>
    ) : (
      text
    );
  const assignmentsOf = (kind: 'class' | 'home') => (kind === 'class' ? m.classAssignments : m.homeAssignments);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Figure
          label="Weighted performance"
          value={percent(m.weightedPerformance)}
          colour={percentColour(m.weightedPerformance)}
          detail={
            (Object.keys(metricLabels) as PerformanceMetric[])
              .filter((metric) => m.metrics[metric])
              .map((metric) => `${metricLabels[metric]} ${contributionOf(m.weights[metric])}`)
              .join(' · ') || 'No metric chosen'
          }
        />
        <Figure
          label="Attendance"
          value={percent(m.schedules.percentageAttendance)}
          detail={`${m.schedules.attended} of ${m.schedules.total} lessons attended`}
        />
        <Figure
          label="Next lesson"
          value={m.schedules.upcoming ? m.schedules.upcoming.program.title : 'None scheduled'}
          detail={
            m.schedules.upcoming
              ? `${formatLongDateTime(m.schedules.upcoming.time)}${
                  m.schedules.upcoming.tutors.length ? ` with ${tutorNames(m.schedules.upcoming.tutors)}` : ''
                }`
              : undefined
          }
        />
        {m.metrics.quiz && (
          <Figure
            label="Quiz Assessments"
            value={m.quiz.grading.total ? percent(m.quiz.grading.percentage) : '—'}
            colour={m.quiz.grading.total ? percentColour(m.quiz.grading.percentage) : undefined}
            detail={`${m.quiz.completed} of ${m.quiz.total} completed (${percent(m.quiz.percentageAttempts)}) · ${pointsOf(m.quiz.grading.points, m.quiz.grading.total)} points`}
          />
        )}
        {(['class', 'home'] as const)
          .filter((kind) => m.metrics[kind])
          .map((kind) => {
            const a = assignmentsOf(kind);
            return (
              <Figure
                key={kind}
                label={metricLabels[kind]}
                value={a.graded ? percent(a.grading.percentage) : '—'}
                colour={a.graded ? percentColour(a.grading.percentage) : undefined}
                detail={`${a.graded} of ${a.total} graded · ${pointsOf(a.grading.points, a.grading.total)} points`}
              />
            );
          })}
      </Box>

      <GradeTrend metrics={m} heading={heading} />

      <Box component="section" aria-label="Performance by program">
        <Typography variant="h6" component={heading} sx={{ mb: 1 }}>
          By program
        </Typography>
        {/* It scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Table of performance by program"
        >
          <Table size="small" aria-label="Performance by program">
            <TableHead>
              <TableRow>
                <TableCell>S/N</TableCell>
                <TableCell>Program</TableCell>
                <TableCell align="right">Weighted Average</TableCell>
                {shown.map((c) => (
                  <TableCell key={c.key} align="right">
                    {metricLabels[c.metric]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {m.table.length === 0 && (
                <TableRow>
                  <TableCell colSpan={shown.length + 3}>No programs yet.</TableCell>
                </TableRow>
              )}
              {m.table.map((row) => (
                <TableRow key={row.slug}>
                  <TableCell>{row.sn}</TableCell>
                  <TableCell>{row.title}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: percentColour(row.weightedAverage) }}>
                    {percent(row.weightedAverage)}
                  </TableCell>
                  {shown.map((c) => (
                    <TableCell key={c.key} align="right">
                      {percent(row[c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {m.metrics.quiz && (
          <WorkList
            heading={heading}
            title="Quiz attempts"
            empty="No completed quiz yet."
            items={m.quiz.attempts.map((a) => ({
              key: a.key,
              title: linkTo(layout && mayOpen.attempts ? attemptLink(layout, a.key, studentKey) : null, a.quiz.title),
              detail: `${a.quiz.program.title} · ${formatLongDate(a.createdAt)}`,
              points: a.grading.points,
              total: a.grading.total,
            }))}
          />
        )}
        {(['class', 'home'] as const)
          .filter((kind) => m.metrics[kind])
          .map((kind) => (
            <WorkList
              heading={heading}
              key={kind}
              title={metricLabels[kind]}
              empty="Nothing recorded in this period."
              items={assignmentsOf(kind).assignments.map((a) => ({
                key: a.key,
                title: linkTo(
                  layout && mayOpen.assignments ? assignmentLink(layout, kind, a.key, studentKey) : null,
                  a.title,
                ),
                detail: `${a.program.title} · ${formatLongDate(a.assignedAt)}`,
                points: a.grading.points,
                total: a.grading.total,
              }))}
            />
          ))}
      </Box>
    </Box>
  );
}
