import { type AttemptItem, gradeColour, messages, optionLetter, type QuizAssignmentDetail } from '@chalkline/contracts';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatLongDate, formatLongDateTime } from '../../lib/format';
import { personName } from '../../lib/people';
import { userCan } from '../../lib/permissions';
import { LogoMark } from '../../ui/Logo';
import { Modal } from '../../ui/Modal';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { fileUrl } from '../programs/programs.api';
import { GradingForm } from './GradingForm';
import { ProctoringReview } from './proctoring/ProctoringTimeline';
import { GradedLine, statusLabels } from './QuizAssignmentCard';

/** The element printed; everything else on the page is hidden while printing. */
export const attemptPrintId = 'quiz-attempt-print';

/** Landscape, only the attempt, with the logo and summary that show in print only (platform spec 2.7). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'landscape', margin: '12mm' },
        // The page behind the dialog takes no room in print (the dialog lives outside it).
        '#root': { display: 'none' },
        'body *': { visibility: 'hidden' },
        [`#${attemptPrintId}, #${attemptPrintId} *`]: { visibility: 'visible' },
        [`#${attemptPrintId}`]: { position: 'absolute', inset: 0, padding: 0 },
        '.MuiDialog-container, .MuiDialog-paper': { display: 'block !important', overflow: 'visible !important' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/** "pdf" from "essay.pdf"; empty when there is none. */
const extensionOf = (name: string | null) => {
  const match = name?.match(/\.([A-Za-z0-9]{1,8})$/);
  return match ? `.${match[1]!.toLowerCase()}` : '';
};

/** Downloads a document answer as "Document Answer for Question N.ext" (platform spec 7.1). */
function DocumentAnswer({ item, number }: { item: AttemptItem; number: number }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(item.attempt.document!, { credentials: 'include' });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `Document Answer for Question ${number}${extensionOf(item.attempt.documentName)}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(messages.downloadSuccess);
    } catch {
      toast.error(messages.downloadFailure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download} disabled={busy}>
      Document Answer for Question {number}
    </Button>
  );
}

/** A picture that opens a zoomable viewer. */
function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open ${alt}`}
        sx={{
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: 'zoom-in',
          display: 'inline-flex',
          position: 'relative',
        }}
      >
        <Box component="img" src={src} alt={alt} sx={{ maxHeight: 200, maxWidth: '100%', borderRadius: 1 }} />
        <ZoomInRounded className="no-print" sx={{ position: 'absolute', right: 4, bottom: 4, color: 'common.white' }} />
      </Box>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} maxWidth="lg" closeOnBackdrop>
        <Box sx={{ overflow: 'auto', maxHeight: '75vh', textAlign: 'center' }}>
          <Box
            component="img"
            src={src}
            alt={alt}
            onClick={() => setZoomed((z) => !z)}
            sx={{
              cursor: zoomed ? 'zoom-out' : 'zoom-in',
              maxWidth: zoomed ? 'none' : '100%',
              width: zoomed ? '200%' : 'auto',
            }}
          />
        </Box>
      </Modal>
    </>
  );
}

function Options({ item }: { item: AttemptItem }) {
  const chosen = item.attempt.option;
  return (
    <Stack spacing={0.75} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {item.question.options.map((option, i) => {
        const correct = item.question.answers.includes(i);
        const picked = chosen === i;
        const colour = picked && !correct ? 'error' : correct ? 'success' : undefined;
        return (
          <Stack
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
            key={i}
            component="li"
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: colour ? `${colour}.main` : 'divider',
              color: colour ? `${colour}.main` : undefined,
              fontWeight: picked ? 700 : undefined,
            }}
          >
            <Typography sx={{ fontWeight: 700, width: 24 }}>{optionLetter(i)}.</Typography>
            <Typography sx={{ flex: 1 }}>{option}</Typography>
            {picked && !correct && <CancelRounded color="error" aria-label="Wrong choice" />}
            {correct && (
              <CheckCircleRounded color="success" aria-label={picked ? 'Correct choice' : 'Correct option'} />
            )}
          </Stack>
        );
      })}
      {chosen === null && <Typography color="text.secondary">Answer Not Provided</Typography>}
    </Stack>
  );
}

function Answer({ item, number }: { item: AttemptItem; number: number }) {
  const { attempt } = item;
  switch (item.question.answerMode) {
    case 'OPTION':
      return <Options item={item} />;
    case 'TEXT':
      return attempt.text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{attempt.text}</Typography>
      ) : (
        <Typography color="text.secondary">Answer Not Provided</Typography>
      );
    case 'IMAGE':
      return attempt.image ? (
        <ZoomableImage src={fileUrl(attempt.image)} alt={`Image answer for question ${number}`} />
      ) : (
        <Typography color="text.secondary">Answer Not Provided</Typography>
      );
    default:
      return attempt.document ? (
        <DocumentAnswer item={item} number={number} />
      ) : (
        <Typography color="text.secondary">Answer Not Provided</Typography>
      );
  }
}

/** The attempt review of spec 2.7: numbered questions, answers, marks and grades; Print; the grading dialog. */
export function AttemptReview({ detail }: { detail: QuizAssignmentDetail }) {
  const [grading, setGrading] = useState<{ item: AttemptItem; number: number } | null>(null);
  const { assignment: a, items } = detail;
  const user = useSession();
  const reviewsProctoring =
    a.quiz.proctored &&
    userCan(user, 'quizAssignments.reviewProctoring', a.assignedBy?.key === user?.key ? ['assigned'] : []);
  return (
    <Box>
      {printStyles}
      {reviewsProctoring && <ProctoringReview assignment={a.key} />}
      <Stack direction="row" className="no-print" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Box id={attemptPrintId}>
        {/* Logo and assignment summary: printed only. */}
        <Box sx={{ display: 'none', displayPrint: 'block', mb: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <LogoMark size={40} />
            <Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                Chalkline · {a.quiz.title}
              </Typography>
              <Typography>
                {a.quiz.program.title} · {a.quiz.duration} minutes · {personName(a.student)} ({a.student.email})
              </Typography>
              <Typography>
                Assigned by {a.assignedBy ? personName(a.assignedBy) : '—'} on {formatLongDate(a.createdAt)} · Due{' '}
                {formatLongDate(a.dueDate)} · {statusLabels[a.status]}
                {a.completedAt ? ` on ${formatLongDateTime(a.completedAt)}` : ''}
              </Typography>
            </Box>
          </Stack>
          <Divider sx={{ my: 1 }} />
        </Box>
        {a.completed && <GradedLine points={a.quizAttempt.grading.points} total={a.quizAttempt.grading.total} />}
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {items.map((item, index) => {
            const number = index + 1;
            const { points, remark } = item.grading;
            return (
              <Paper key={item.question.key} component="li" variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    Question {number}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      fontWeight: 700,
                      color: points === null ? 'text.secondary' : `${gradeColour(points, item.question.points)}.main`,
                    }}
                  >
                    {points === null
                      ? `Not graded · ${item.question.points} points`
                      : `${points} of ${item.question.points} points`}
                  </Typography>
                </Stack>
                <RichTextView html={item.question.question} sx={{ my: 1 }} />
                {item.question.image && (
                  <Box sx={{ mb: 1 }}>
                    <ZoomableImage src={fileUrl(item.question.image)} alt={`Image of question ${number}`} />
                  </Box>
                )}
                <Answer item={item} number={number} />
                {remark && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    <strong>Remarks:</strong> {remark}
                  </Typography>
                )}
                {detail.mayGrade && (
                  <Box className="no-print" sx={{ mt: 1 }}>
                    <Button size="small" variant="outlined" onClick={() => setGrading({ item, number })}>
                      {points === null ? 'Grade' : 'Update grade'} question {number}
                    </Button>
                  </Box>
                )}
              </Paper>
            );
          })}
        </Stack>
      </Box>
      <Modal
        open={grading !== null}
        onClose={() => setGrading(null)}
        title={grading ? `Question ${grading.number}` : ''}
      >
        {(close) => grading && <GradingForm assignmentKey={a.key} item={grading.item} onDone={close} />}
      </Modal>
    </Box>
  );
}
