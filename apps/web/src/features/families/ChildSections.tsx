/** The read-only sections of one child on the guardian's site (ADR 0079): lessons, results, invoices, recordings. */
import { formatMoney, type InvoiceSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatLongDateTime, humanizeConstant } from '../../lib/format';
import { useCheckout } from '../billing/useCheckout';
import { RecordingGallery } from '../classroom/recording/RecordingsPage';
import {
  childKey,
  familiesKey,
  fetchChildAssignments,
  fetchChildBilling,
  fetchChildLessons,
  fetchChildQuizzes,
  fetchChildRecordings,
  payChildInvoice,
} from './families.api';

/** A query's loading and error states around its list. */
function Loaded<T>({
  query,
  empty,
  emptyText = 'Nothing here yet.',
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  empty: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={72} />;
  if (query.isError) return <Alert severity="error">{query.error?.message}</Alert>;
  const data = query.data as T;
  if (empty(data)) return <Alert severity="info">{emptyText}</Alert>;
  return <>{children(data)}</>;
}

/** The recordings of the child's lessons (while the school shares recordings with students), played in the page. */
export function ChildRecordings({ childKey: key }: { childKey: string }) {
  const recordings = useQuery({ queryKey: childKey(key, 'recordings'), queryFn: () => fetchChildRecordings(key) });
  return (
    <Loaded
      query={recordings}
      empty={(d) => d.length === 0}
      emptyText="No recordings to show. When the school shares lesson recordings, those of your child’s lessons appear here."
    >
      {(d) => <RecordingGallery recordings={d} />}
    </Loaded>
  );
}

const names = (people: { firstName: string; lastName: string }[]) =>
  people.map((p) => `${p.firstName} ${p.lastName}`).join(', ');

export function ChildLessons({ childKey: key }: { childKey: string }) {
  const lessons = useQuery({ queryKey: childKey(key, 'lessons'), queryFn: () => fetchChildLessons(key) });
  return (
    <Loaded query={lessons} empty={(d) => d.items.length === 0}>
      {(d) => (
        <List dense disablePadding>
          {d.items.slice(0, 5).map((lesson) => (
            <ListItem key={lesson.key} disableGutters divider>
              <ListItemText
                primary={`${formatLongDateTime(lesson.time)} · ${lesson.program.title}`}
                secondary={`With ${names(lesson.tutors) || 'the school'}`}
              />
              {lesson.classroomLink && (
                <Link href={lesson.classroomLink} sx={{ ml: 2, whiteSpace: 'nowrap' }}>
                  Watch the lesson
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Loaded>
  );
}

export function ChildResults({ childKey: key }: { childKey: string }) {
  const quizzes = useQuery({ queryKey: childKey(key, 'quizzes'), queryFn: () => fetchChildQuizzes(key) });
  const classwork = useQuery({
    queryKey: childKey(key, 'class'),
    queryFn: () => fetchChildAssignments(key, 'class'),
  });
  const homework = useQuery({ queryKey: childKey(key, 'home'), queryFn: () => fetchChildAssignments(key, 'home') });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Loaded query={quizzes} empty={(d) => d.items.length === 0}>
        {(d) => (
          <List dense disablePadding aria-label="Quizzes">
            {d.items.map((q) => (
              <ListItem key={q.key} disableGutters divider>
                <ListItemText
                  primary={`Quiz: ${q.quiz.title}`}
                  secondary={
                    q.completed
                      ? `${q.quizAttempt.grading.points} of ${q.quizAttempt.grading.total} points`
                      : `Due ${formatLongDateTime(q.dueDate)}`
                  }
                />
                <Chip size="small" label={humanizeConstant(q.status)} />
              </ListItem>
            ))}
          </List>
        )}
      </Loaded>
      {[classwork, homework].map((query, i) => (
        <Loaded key={i === 0 ? 'class' : 'home'} query={query} empty={(d) => d.items.length === 0}>
          {(d) => (
            <List dense disablePadding aria-label={i === 0 ? 'Class assignments' : 'Home assignments'}>
              {d.items.map((a) => (
                <ListItem key={a.key} disableGutters divider>
                  <ListItemText
                    primary={`${i === 0 ? 'Class' : 'Home'} assignment: ${a.title}`}
                    secondary={
                      a.grading.points === null ? 'Not graded yet' : `${a.grading.points} of ${a.grading.total} points`
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Loaded>
      ))}
    </Box>
  );
}

const payable = (invoice: InvoiceSummary) => invoice.status === 'OPEN' || invoice.status === 'FAILED';

export function ChildBilling({ childKey: key }: { childKey: string }) {
  const queryClient = useQueryClient();
  const followCheckout = useCheckout();
  const billing = useQuery({ queryKey: childKey(key, 'billing'), queryFn: () => fetchChildBilling(key) });
  const pay = useMutation({
    mutationFn: (invoiceKey: string) => payChildInvoice(key, invoiceKey),
    onSuccess: (answer) => {
      followCheckout(answer);
      void queryClient.invalidateQueries({ queryKey: familiesKey });
    },
  });
  return (
    <Loaded query={billing} empty={(d) => d.invoices.length === 0 && d.subscriptions.length === 0}>
      {(d) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {pay.isError && <Alert severity="error">{pay.error.message}</Alert>}
          <List dense disablePadding aria-label="Subscriptions and invoices">
            {d.subscriptions.map((sub) => (
              <ListItem key={sub.key} disableGutters divider>
                <ListItemText
                  primary={`${sub.program.title} · ${sub.plan.title}`}
                  secondary={`Subscription · ${humanizeConstant(sub.status)} until ${formatLongDateTime(sub.currentPeriodEnd)}`}
                />
              </ListItem>
            ))}
            {d.invoices.map((invoice) => (
              <ListItem key={invoice.key} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`Invoice · ${invoice.program.title} · ${formatMoney(invoice.totalCents)}`}
                  secondary={`${humanizeConstant(invoice.status)} · ${formatLongDateTime(invoice.createdAt)}`}
                />
                {payable(invoice) && (
                  <Button
                    variant="contained"
                    size="small"
                    disabled={pay.isPending}
                    onClick={() => pay.mutate(invoice.key)}
                  >
                    Pay invoice
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Loaded>
  );
}
