import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { accountsPaths } from '../../lib/paths';
import { hasStudentSite } from '../../lib/permissions';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/toast';
import { loginPathWithNext } from '../auth/nextPath';
import { useSessionState } from '../auth/useSession';
import type { GivenAnswer } from './AnswerInput';
import { AttemptHeader } from './AttemptHeader';
import { AttemptQuestion } from './AttemptQuestion';
import { AnswerOutbox, nextSeq } from './answerOutbox';
import { useProctoredAttempt } from './proctoring/useProctoredAttempt';
import { QuizPreview } from './QuizPreview';
import { quizCompletedHref } from './quizLinks';
import { completeAttempt, openAttempt } from './quizzes.api';
import { useCountdown } from './useCountdown';

const emptyAnswer: GivenAnswer = { option: null, text: null, image: null, document: null, documentName: null };
const isAnswered = (a: GivenAnswer | undefined) =>
  Boolean(a && (a.option !== null || a.text?.trim() || a.image || a.document));

/**
 * Taking a quiz (`/tutors/quiz/{quizSlug}?assignment={key}`, opened in a new tab; platform spec 2.1, 2.2). The
 * countdown runs to the server's deadline; every answer goes to the outbox (IndexedDB) at once and to the server
 * as soon as it can, so a reload, a second tab or a lost connection keeps every answer (ADR 0035).
 */
export function TakeQuizPage() {
  const session = useSessionState();
  const { quizSlug } = useParams();
  const [params] = useSearchParams();
  const assignment = params.get('assignment');
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous')
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Please sign in to take this quiz.</Typography>
        <Button variant="contained" href={loginPathWithNext(`${window.location.pathname}${window.location.search}`)}>
          Sign in
        </Button>
      </Box>
    );
  if (!assignment && quizSlug && session.user && !hasStudentSite(session.user)) return <QuizPreview slug={quizSlug} />;
  if (!assignment)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="info">
          The quiz “{quizSlug}” opens from an assignment. Students find theirs under{' '}
          <Link component={RouterLink} to={accountsPaths.quiz}>
            My Assessments · Quiz
          </Link>
          .
        </Alert>
      </Box>
    );
  return <Attempt assignment={assignment} />;
}

function Attempt({ assignment }: { assignment: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const outbox = useMemo(() => new AnswerOutbox(), []);
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  // A proctored quiz starts once the student agreed on the consent screen (ADR 0082).
  const agreed = useRef(false);
  const attempt = useQuery({
    queryKey: ['quizzes', 'attempt', assignment],
    queryFn: async () => {
      const data = await openAttempt(assignment, agreed.current);
      setFetchedAt(Date.now());
      return data;
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  const [answers, setAnswers] = useState<Record<string, GivenAnswer>>({});
  const [pending, setPending] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const textTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const left = useCountdown(attempt.data, fetchedAt);
  const completed = attempt.data?.assignment.completed ?? false;
  const finished = useRef(false);
  const proctor = useProctoredAttempt({
    assignment,
    ...{ data: attempt.data, error: attempt.error },
    openAgreed: async () => {
      agreed.current = true;
      const { data, error } = await attempt.refetch();
      if (!data) throw error ?? new Error('The quiz could not start. Please try again.');
      return data;
    },
  });

  // What the server has, then what this browser still holds unsent on top (newer by definition).
  useEffect(() => {
    if (!attempt.data) return;
    let cancelled = false;
    void (async () => {
      const given: Record<string, GivenAnswer> = {};
      for (const item of attempt.data.items) given[item.question.key] = { ...item.attempt };
      for (const p of await outbox.pendingFor(assignment)) {
        given[p.questionKey] = {
          ...(given[p.questionKey] ?? emptyAnswer),
          option: p.option ?? null,
          text: p.text ?? null,
          image: p.image ?? null,
          document: p.document ?? null,
        };
      }
      if (!cancelled) setAnswers(given);
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt.data, outbox, assignment]);

  useEffect(() => {
    const offPending = outbox.onPending(setPending);
    const offRefused = outbox.onRefused((_a, error) =>
      toast.error(error instanceof Error ? error.message : 'An answer was refused'),
    );
    const up = () => {
      setOnline(true);
      outbox.kick();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    outbox.kick();
    return () => {
      offPending();
      offRefused();
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      outbox.close();
    };
  }, [outbox, toast]);

  /** Sends what waits, then submits; `timeUp` submits even if answers still wait (the server closes it anyway). */
  const finish = useCallback(
    async (timeUp = false) => {
      if (finished.current) return;
      finished.current = true;
      setSubmitting(true);
      try {
        if ((await outbox.flush()) > 0 && !timeUp)
          throw new Error('Some answers are still waiting for the connection. Submit again once you are back online.');
        await proctor.stop();
        await completeAttempt(assignment);
        navigate(quizCompletedHref(assignment), { replace: true });
      } catch (error) {
        finished.current = false;
        toast.error(
          error instanceof Error && error.message
            ? error.message
            : 'The quiz could not be submitted. Your answers are kept; try again.',
        );
      } finally {
        setSubmitting(false);
      }
    },
    [assignment, navigate, outbox, toast, proctor.stop],
  );

  // Already submitted (another tab, or expired): go to the result. Time up: submit what was given.
  useEffect(() => {
    if (completed) navigate(quizCompletedHref(assignment), { replace: true });
  }, [completed, assignment, navigate]);
  const timeUp = useRef(false);
  useEffect(() => {
    if (left !== null && left <= 0 && !completed && !timeUp.current) {
      timeUp.current = true;
      toast.info('Time is up. Your quiz was submitted.');
      void finish(true);
    }
  }, [left, completed, finish, toast]);

  const send = (questionKey: string, a: GivenAnswer) =>
    outbox.put({
      assignment,
      questionKey,
      seq: nextSeq(),
      option: a.option,
      text: a.text,
      image: a.image,
      document: a.document,
    });
  const answer = (questionKey: string, patch: Partial<GivenAnswer>) => {
    const next = { ...(answers[questionKey] ?? emptyAnswer), ...patch };
    setAnswers((all) => ({ ...all, [questionKey]: next }));
    const timers = textTimers.current;
    clearTimeout(timers.get(questionKey));
    // Typing is kept after a short pause (and on leaving the field); choices and uploads at once.
    if ('text' in patch)
      timers.set(
        questionKey,
        setTimeout(() => {
          timers.delete(questionKey);
          void send(questionKey, next);
        }, 400),
      );
    else void send(questionKey, next);
  };
  const flushText = async (questionKey: string) => {
    const timers = textTimers.current;
    if (!timers.has(questionKey)) return;
    clearTimeout(timers.get(questionKey));
    timers.delete(questionKey);
    await send(questionKey, answers[questionKey] ?? emptyAnswer);
  };

  if (proctor.gate) return proctor.gate;
  if (attempt.isError)
    return (
      <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error">{attempt.error.message}</Alert>
      </Box>
    );
  if (!attempt.data) return <PageLoader />;
  const { assignment: a, items } = attempt.data;
  const answeredCount = items.filter((i) => isAnswered(answers[i.question.key])).length;
  const closed = completed || submitting || (left !== null && left <= 0);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', p: { xs: 1.5, sm: 3 }, pb: 12 }}>
      <AttemptHeader
        title={a.quiz.title}
        subtitle={`${a.quiz.program.title} · ${a.quiz.duration} minutes · ${answeredCount} of ${items.length} answered`}
        left={left}
        online={online}
        pending={pending}
      />
      {proctor.banner}
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          You are offline. Keep going: your answers are kept on this device and sent when you are back online.
        </Alert>
      )}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <AttemptQuestion
            key={item.question.key}
            item={item}
            number={index + 1}
            answer={answers[item.question.key] ?? emptyAnswer}
            disabled={closed}
            onAnswer={(patch) => answer(item.question.key, patch)}
            onTextBlur={() => void flushText(item.question.key)}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" disabled={closed} onClick={() => setConfirming(true)}>
          Submit Quiz
        </Button>
      </Stack>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Submit this quiz?"
        actions={(close) => (
          <>
            <Button onClick={close}>Keep answering</Button>
            <Button
              variant="contained"
              disabled={submitting}
              onClick={async () => {
                for (const key of [...textTimers.current.keys()]) await flushText(key);
                await finish();
                close();
              }}
            >
              Submit
            </Button>
          </>
        )}
      >
        <Typography>
          You answered {answeredCount} of {items.length} questions. Once submitted, answers can no longer be changed.
        </Typography>
        {!online && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            You are offline; the quiz is submitted once your answers reach the server.
          </Alert>
        )}
      </Modal>
    </Box>
  );
}
