import {
  type AssignmentFilter,
  assignmentFilters,
  type QuizAssignmentCard as Card,
  canAsAdmin,
  quizAssignmentStatusFilters,
  quizAssignmentStatusLabels,
} from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { personName } from '../../lib/people';
import { actorOf, hasStudentSite } from '../../lib/permissions';
import { Pager, usePageParams } from '../../ui/data-grid';
import { ListFilterBar } from '../../ui/filters/ListFilterBar';
import { useListFilters } from '../../ui/filters/listFilters';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { useSession } from '../auth/useSession';
import { useProgramOptions } from '../programs/useProgramOptions';
import { AssignQuizForm } from './AssignQuizForm';
import { AttemptReview } from './AttemptReview';
import { QuizAssignmentCard } from './QuizAssignmentCard';
import { attemptParam } from './quizLinks';
import { assignmentsKey, fetchAssignment, fetchAssignments } from './quizzes.api';

const filterLabels: Record<AssignmentFilter, string> = { ALL: 'All', COMPLETED: 'Completed', PENDING: 'Pending' };
const statusOptions = quizAssignmentStatusFilters.map((value) => ({ value, label: quizAssignmentStatusLabels[value] }));

/** Loads and shows one attempt (the review dialog's body). */
function Review({ assignmentKey }: { assignmentKey: string }) {
  const detail = useQuery({
    queryKey: [...assignmentsKey, 'one', assignmentKey],
    queryFn: () => fetchAssignment(assignmentKey),
  });
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  if (!detail.data) return <PageLoader />;
  return <AttemptReview detail={detail.data} />;
}

/**
 * Quiz assignments as cards (platform spec 2.6, 2.7, 4): the student's Quiz (`/accounts/quiz`), the tutor's Quiz
 * Assignments (`/accounts/quiz-assignments`) and the admin's (`/admin/assessments/quiz-assessments`). The server
 * decides whose; the ALL / COMPLETED / PENDING filter, the search and filters of ADR 0065 (program, student, status,
 * due days) and paging live in the address, as does the attempt link `?attempt={key}&student={studentKey}` of spec 2.2.
 */
export function QuizAssignmentsPage({ title }: { title: string }) {
  const user = useSession();
  const isStudent = user ? hasStudentSite(user) : true;
  const [params, setParams] = useSearchParams();
  const { page, limit, setPage, setLimit } = usePageParams();
  const filterParam = params.get('filter');
  const filter: AssignmentFilter = assignmentFilters.includes(filterParam as AssignmentFilter)
    ? (filterParam as AssignmentFilter)
    : 'ALL';
  const { filters, set: setFilters, active } = useListFilters(quizAssignmentStatusFilters);
  const programs = useProgramOptions(user ? canAsAdmin(actorOf(user), 'quizAssignments.read') : false);
  const attempt = params.get(attemptParam);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const shown = reviewing ?? attempt;

  const list = useQuery({
    queryKey: [...assignmentsKey, filter, filters, page, limit],
    queryFn: () => fetchAssignments(page, limit, filter, filters),
    placeholderData: keepPreviousData,
  });

  const setFilter = (next: AssignmentFilter) =>
    setParams((p) => {
      p.set('filter', next);
      p.set('page', '1');
      return p;
    });
  const closeReview = () => {
    setReviewing(null);
    if (attempt)
      setParams(
        (p) => {
          p.delete(attemptParam);
          return p;
        },
        { replace: true },
      );
  };

  return (
    <ListPage
      title={title}
      action={
        !isStudent && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAssigning(true)}>
            Assign quiz
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={filter}
          onChange={(_e, next: AssignmentFilter) => setFilter(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Filter quiz assignments"
        >
          {assignmentFilters.map((f) => (
            <Tab key={f} value={f} label={filterLabels[f]} />
          ))}
        </Tabs>
      </Paper>
      <ListFilterBar
        name="quiz assignments"
        filters={filters}
        onChange={setFilters}
        searchLabel={isStudent ? 'Search quiz titles' : 'Search quizzes and students'}
        programs={programs}
        statuses={statusOptions}
        students={!isStudent}
        studentName={filters.student && list.data?.items[0] ? personName(list.data.items[0].student) : undefined}
        dateLabel="Due"
      />
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.isPending ? (
        <PageLoader />
      ) : (
        <>
          {list.data?.items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {active
                ? 'No quiz assignments match these filters.'
                : filter === 'ALL'
                  ? 'No quizzes assigned yet.'
                  : `No ${filterLabels[filter].toLowerCase()} quizzes.`}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {list.data?.items.map((a: Card) => (
              <QuizAssignmentCard
                key={a.key}
                assignment={a}
                viewerKey={user?.key}
                isStudent={isStudent}
                onDetails={(card) => setReviewing(card.key)}
              />
            ))}
          </Box>
          <Pager
            page={page}
            limit={limit}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
            onLimitChange={setLimit}
            disabled={list.isFetching}
          />
        </>
      )}
      <Modal open={shown !== null} onClose={closeReview} title="Quiz attempt" maxWidth="md">
        {shown && <Review assignmentKey={shown} />}
      </Modal>
      <Modal open={assigning} onClose={() => setAssigning(false)} title="Assign quiz">
        {(close) => <AssignQuizForm onDone={close} />}
      </Modal>
    </ListPage>
  );
}

export const StudentQuizPage = () => <QuizAssignmentsPage title="Quiz" />;
export const TutorQuizAssignmentsPage = () => <QuizAssignmentsPage title="Quiz Assignments" />;
export const AdminQuizAssignmentsPage = () => <QuizAssignmentsPage title="Quiz Assignments" />;
