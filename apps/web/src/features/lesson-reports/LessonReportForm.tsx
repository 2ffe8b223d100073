/**
 * The tutor's lesson report (ADR 0080): pre-filled from the classroom (who attended and for how long, the
 * whiteboard's last state drawn to an image, the chat's shared files, the polls), with the tutor's note and an
 * optional progress rating; saved as a draft or sent to the student.
 */
import { type LessonBoard, type LessonReport, lessonReportLimits } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { formatLongDateTime } from '../../lib/format';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { AttendanceSection, FilesAndPolls, LessonReportDetails, WhiteboardSection } from './LessonReportDetails';
import { fetchReportForm, lessonReportKeys, saveReport, sendReport } from './lessonReports.api';

type Capture = (boards: readonly LessonBoard[]) => Promise<string | null>;

/** Konva and Yjs load only when a board is drawn. */
const captureLessonBoard: Capture = async (boards) => (await import('./boardImage')).captureLessonBoard(boards);

interface FormProps {
  report: LessonReport;
  boards: LessonBoard[];
  onDone: () => void;
  /** Draws and uploads the board (tests hand in their own). */
  capture?: Capture;
}

/** The form itself, for a report not yet sent. */
export function LessonReportForm({ report, boards, onDone, capture = captureLessonBoard }: FormProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(report.note);
  const [rating, setRating] = useState<number | null>(report.rating);
  const [image, setImage] = useState(report.whiteboardImage);
  const [drawing, setDrawing] = useState(false);
  const [drawError, setDrawError] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const started = useRef(false);

  async function drawBoard() {
    setDrawing(true);
    setDrawError(false);
    try {
      setImage(await capture(boards));
    } catch {
      setDrawError(true);
    } finally {
      setDrawing(false);
    }
  }
  // The board's last state is drawn once when the form opens without an image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form
  useEffect(() => {
    if (started.current || image || !boards.length) return;
    started.current = true;
    void drawBoard();
  }, []);

  const submit = useMutation({
    mutationFn: (send: boolean) =>
      (send ? sendReport : saveReport)(report.scheduleKey, { note, rating, whiteboardImage: image }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: lessonReportKeys.all });
      onDone();
    },
    onError: (error) => {
      setFields(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error(error.message);
    },
  });

  return (
    <Stack component="form" aria-label="Lesson report" onSubmit={(e) => e.preventDefault()}>
      <Typography color="text.secondary">
        {report.program.title} with {report.student.firstName} {report.student.lastName},{' '}
        {formatLongDateTime(report.time)}
      </Typography>
      <AttendanceSection report={report} />
      <WhiteboardSection image={image}>
        {drawing && <Typography role="status">Drawing the whiteboard…</Typography>}
        {drawError && <Alert severity="warning">We couldn’t draw the whiteboard. Please try again.</Alert>}
        {fields.whiteboardImage && <Alert severity="error">{fields.whiteboardImage}</Alert>}
        {boards.length > 0 && !drawing && (
          <Button size="small" sx={{ alignSelf: 'flex-start', mt: 1 }} onClick={() => void drawBoard()}>
            {image ? 'Draw the whiteboard again' : 'Draw the whiteboard'}
          </Button>
        )}
      </WhiteboardSection>
      <FilesAndPolls report={report} />
      <TextField
        label="Your note"
        multiline
        minRows={4}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={Boolean(fields.note)}
        helperText={fields.note ?? `${note.length}/${lessonReportLimits.noteMax}`}
        slotProps={{ htmlInput: { maxLength: lessonReportLimits.noteMax } }}
        sx={{ mt: 3 }}
      />
      <Box sx={{ mt: 2 }}>
        <Typography component="legend" id="report-rating">
          Progress (optional)
        </Typography>
        <Rating
          name="rating"
          value={rating}
          onChange={(_e, value) => setRating(value)}
          aria-labelledby="report-rating"
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={drawing}
          loading={submit.isPending && submit.variables === false}
          onClick={() => submit.mutate(false)}
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          disabled={drawing}
          loading={submit.isPending && submit.variables === true}
          onClick={() => submit.mutate(true)}
        >
          Send report
        </Button>
      </Stack>
    </Stack>
  );
}

/** The report of one lesson in a dialog: the form, or the report as sent. */
export function LessonReportDialog({ scheduleKey, onClose }: { scheduleKey: string; onClose: () => void }) {
  const query = useQuery({ queryKey: lessonReportKeys.form(scheduleKey), queryFn: () => fetchReportForm(scheduleKey) });
  let body = <Skeleton variant="rounded" height={240} />;
  if (query.isError) body = <Alert severity="error">{query.error.message}</Alert>;
  else if (query.data?.report.status === 'sent') body = <LessonReportDetails report={query.data.report} />;
  else if (query.data)
    body = <LessonReportForm report={query.data.report} boards={query.data.boards} onDone={onClose} />;
  return (
    <Modal open title="Lesson report" onClose={onClose} maxWidth="md">
      {body}
    </Modal>
  );
}
