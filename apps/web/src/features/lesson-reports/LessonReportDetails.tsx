/** What a lesson report holds from the classroom, read-only: attendance, the whiteboard, shared files, polls. */
import type { LessonReport } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatClockTime, formatLongDateTime } from '../../lib/format';
import { fileUrl } from '../classroom/whiteboard/boardsApi';

/** "10:00 AM – 10:21 AM, 10:25 AM – 10:55 AM": each stretch someone was in the classroom. */
export const spansText = (spans: LessonReport['attendance']['people'][number]['spans']) =>
  spans.map((s) => `${formatClockTime(s.joinedAt)} – ${s.leftAt ? formatClockTime(s.leftAt) : 'now'}`).join(', ');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AttendanceSection({ report }: { report: LessonReport }) {
  const { attendance } = report;
  return (
    <Section title="Attendance">
      {attendance.held ? (
        <List dense aria-label="Who attended">
          {attendance.people.map((p) => (
            <ListItem key={p.key} disableGutters>
              <ListItemText
                primary={`${p.firstName} ${p.lastName}: ${p.minutesPresent} of ${attendance.minutes} min`}
                secondary={spansText(p.spans)}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">This lesson was not held in the classroom.</Typography>
      )}
    </Section>
  );
}

/** Where a report's file is read from: the file store, or a guardian's route to their child's report. */
export type FileHref = (fileKey: string) => string;

export function WhiteboardSection({
  image,
  fileHref = fileUrl,
  children,
}: {
  image: string | null;
  fileHref?: FileHref;
  children?: ReactNode;
}) {
  return (
    <Section title="Whiteboard">
      {image ? (
        <Box
          component="img"
          src={fileHref(image)}
          alt="The whiteboard at the end of the lesson"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider', mt: 1 }}
        />
      ) : (
        <Typography color="text.secondary">No whiteboard image.</Typography>
      )}
      {children}
    </Section>
  );
}

export function FilesAndPolls({ report, fileHref = fileUrl }: { report: LessonReport; fileHref?: FileHref }) {
  return (
    <>
      {report.sharedFiles.length > 0 && (
        <Section title="Files shared in the chat">
          <List dense>
            {report.sharedFiles.map((f) => (
              <ListItem key={f.key} disableGutters>
                <Link href={fileHref(f.key)} target="_blank" rel="noopener">
                  {f.name}
                </Link>
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {report.polls.length > 0 && (
        <Section title="Polls">
          {report.polls.map((poll, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen snapshot, whose order never changes
            <Box key={i} sx={{ mt: 1 }}>
              <Typography>{poll.question}</Typography>
              <Typography variant="body2" color="text.secondary">
                {poll.options.map((o, j) => `${o}: ${poll.counts[j] ?? 0}`).join(' · ')} ({poll.answered} answered)
              </Typography>
            </Box>
          ))}
        </Section>
      )}
    </>
  );
}

/** A sent report as its student (or their guardian, with `fileHref`) reads it. */
export function LessonReportDetails({ report, fileHref }: { report: LessonReport; fileHref?: FileHref }) {
  return (
    <Stack>
      <Typography color="text.secondary">
        {report.program.title}, {formatLongDateTime(report.time)}
        {report.tutor ? ` · ${report.tutor.firstName} ${report.tutor.lastName}` : ''}
      </Typography>
      <Section title="Tutor’s note">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.note || 'No note.'}</Typography>
      </Section>
      {report.rating !== null && (
        <Section title="Progress">
          <Rating value={report.rating} readOnly aria-label={`Progress ${report.rating} of 5`} />
        </Section>
      )}
      <AttendanceSection report={report} />
      <WhiteboardSection image={report.whiteboardImage} fileHref={fileHref} />
      <FilesAndPolls report={report} fileHref={fileHref} />
    </Stack>
  );
}
