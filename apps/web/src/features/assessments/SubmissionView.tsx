import type { HandInFile, HandInView } from '@chalkline/contracts';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDateTime } from '../../lib/format';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { HandInStatusChip } from './HandInStatusChip';
import { handInFileUrl } from './handIn.api';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A list of hand-in files, each a link that opens it in a new tab. */
export function HandInFileList({ files }: { files: readonly HandInFile[] }) {
  if (!files.length) return null;
  return (
    <List dense aria-label="Attached files">
      {files.map((f) => (
        <ListItem key={f.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <AttachFileRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={handInFileUrl(f.key)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Link>
            }
            secondary={sizeOf(f.size)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** What the student handed in, read by the tutor beside the grading form (ADR 0074). */
export function SubmissionView({ handIn }: { handIn: HandInView }) {
  const { submitted, submittedAt, settings } = handIn;
  return (
    <Stack component="section" aria-label="Submission" spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          Submission
        </Typography>
        <HandInStatusChip status={settings.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Due {formatLongDateTime(settings.dueAt)}
        {submittedAt ? ` · handed in ${formatLongDateTime(submittedAt)}` : ''}
      </Typography>
      {!submitted ? (
        <Alert severity="info">Not handed in yet.</Alert>
      ) : (
        <>
          {submitted.text ? (
            <RichTextView html={submitted.text} />
          ) : (
            settings.text && <Typography color="text.secondary">No online text.</Typography>
          )}
          <HandInFileList files={submitted.files} />
        </>
      )}
    </Stack>
  );
}
