import { canAsAdmin, type QuizSummary } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import AssignmentIndRounded from '@mui/icons-material/AssignmentIndRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatLongDate } from '../../lib/format';
import { actorOf } from '../../lib/permissions';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListFilterBar } from '../../ui/filters/ListFilterBar';
import { useListFilters } from '../../ui/filters/listFilters';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { useProgramOptions } from '../programs/useProgramOptions';
import { AssignQuizForm } from './AssignQuizForm';
import { quizPageHref } from './quizLinks';
import { deleteQuiz, duplicateQuiz, exportQuiz, fetchQuiz, fetchQuizzes, quizzesKey } from './quizzes.api';

/** The quiz editor (with the rich-text editor) loads when a quiz is opened, not with the list. */
const QuizForm = lazy(() => import('./QuizForm').then((m) => ({ default: m.QuizForm })));

type Open = { mode: 'new' } | { mode: 'edit' | 'assign'; quiz: QuizSummary } | null;

/** Loads the quiz with its questions, then edits it. */
function EditQuiz({ quizKey, onDone }: { quizKey: string; onDone: () => void }) {
  const quiz = useQuery({ queryKey: [...quizzesKey, 'one', quizKey], queryFn: () => fetchQuiz(quizKey) });
  if (quiz.isError) return <Alert severity="error">{quiz.error.message}</Alert>;
  if (!quiz.data) return <PageLoader />;
  return <QuizForm quiz={quiz.data} onDone={onDone} />;
}

/**
 * The quiz collection: the tutor's My Quiz Collection (`/accounts/manage-quiz`) and the admin's Quiz Collection
 * (`/admin/assessments/quiz`). Create, edit, duplicate, delete and assign; the server decides whose quizzes show.
 */
export function QuizCollectionPage({ title }: { title: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  // The editor takes the whole screen on phones: a question is long.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: quizzesKey });
  const user = useSession();
  const { filters, set: setFilters, active } = useListFilters();
  // Admins holding Quiz see every quiz, so every program; a tutor the programs they teach.
  const programs = useProgramOptions(user ? canAsAdmin(actorOf(user), 'quizzes.read') : false);

  const duplicate = async (quiz: QuizSummary) => {
    try {
      const answer = await duplicateQuiz(quiz.key);
      toast.success(answer.message);
      await refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The quiz could not be duplicated');
    }
  };

  const exportAsXml = async (quiz: QuizSummary) => {
    try {
      await exportQuiz(quiz.key);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The quiz could not be exported');
    }
  };

  const columns: DataGridColumn<QuizSummary>[] = [
    {
      key: 'title',
      header: 'Quiz',
      render: (row) => (
        <Box>
          <Link href={quizPageHref(row.slug)} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.program.title}
          </Typography>
        </Box>
      ),
    },
    { key: 'duration', header: 'Duration', render: (row) => `${row.duration} min` },
    {
      key: 'questions',
      header: 'Questions',
      render: (row) => `${row.questionsCount} · ${row.totalPoints} points`,
    },
    { key: 'assigned', header: 'Assigned', render: (row) => row.assignmentsCount },
    { key: 'updated', header: 'Updated', render: (row) => formatLongDate(row.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
          <Tooltip title="Assign">
            <IconButton aria-label={`Assign ${row.title}`} onClick={() => setOpen({ mode: 'assign', quiz: row })}>
              <AssignmentIndRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.title}`} onClick={() => setOpen({ mode: 'edit', quiz: row })}>
              <EditRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Duplicate">
            <IconButton aria-label={`Duplicate ${row.title}`} onClick={() => void duplicate(row)}>
              <ContentCopyRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Export to Moodle XML">
            <IconButton aria-label={`Export ${row.title} to Moodle XML`} onClick={() => void exportAsXml(row)}>
              <FileDownloadRounded />
            </IconButton>
          </Tooltip>
          <ConfirmDeleteButton
            label={row.title}
            title="Delete this quiz?"
            message={`“${row.title}” leaves the collection. Assignments already given keep their attempts and grades.`}
            remove={() => deleteQuiz(row.key)}
            onDeleted={async (answer) => {
              toast.success(answer.message);
              await refresh();
            }}
          />
        </Stack>
      ),
    },
  ];

  const titles = { new: 'New quiz', edit: 'Edit quiz', assign: 'Assign quiz' };
  return (
    <ListPage
      title={title}
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpen({ mode: 'new' })}>
          New quiz
        </Button>
      }
    >
      <ListFilterBar
        name="quizzes"
        filters={filters}
        onChange={setFilters}
        searchLabel="Search quiz titles"
        programs={programs}
      />
      <DataGrid
        queryKey={[...quizzesKey, 'collection', filters.search, filters.program]}
        columns={columns}
        fetcher={(page, limit) => fetchQuizzes(page, limit, filters)}
        getRowId={(row) => row.key}
        ariaLabel="Quizzes"
        emptyMessage={active ? 'No quizzes match these filters.' : 'No quizzes yet. Create one with New quiz.'}
      />
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? (open.mode === 'assign' ? `Assign “${open.quiz.title}”` : titles[open.mode]) : ''}
        maxWidth={open?.mode === 'assign' ? 'sm' : 'md'}
        fullScreen={phone && open?.mode !== 'assign'}
      >
        {(close) => {
          if (!open) return null;
          if (open.mode === 'assign') return <AssignQuizForm quizKey={open.quiz.key} onDone={close} />;
          return (
            <Suspense fallback={<PageLoader />}>
              {open.mode === 'new' ? <QuizForm onDone={close} /> : <EditQuiz quizKey={open.quiz.key} onDone={close} />}
            </Suspense>
          );
        }}
      </Modal>
    </ListPage>
  );
}

export const TutorQuizCollectionPage = () => <QuizCollectionPage title="My Quiz Collection" />;
export const AdminQuizCollectionPage = () => <QuizCollectionPage title="Quiz Collection" />;
