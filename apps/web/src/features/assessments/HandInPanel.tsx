import { type AssignmentKind, type HandInFile, type HandInView, handInMessages, maxLength } from '@chalkline/contracts';
import CloseRounded from '@mui/icons-material/CloseRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatLongDateTime } from '../../lib/format';
import { isRichTextEmpty, RichTextEditor } from '../../ui/rich-text';
import { useToast } from '../../ui/toast';
import { assignmentsKey } from './assignments.api';
import { DraftOutbox, nextDraftSeq } from './draftOutbox';
import { HandInStatusChip } from './HandInStatusChip';
import { handInKey, submitHandIn, uploadHandInFiles } from './handIn.api';
import { HandInFileList } from './SubmissionView';

/** How long typing pauses before the draft is kept (it is written to the device at once on every pause). */
const autosaveMs = 800;

interface HandInPanelProps {
  kind: AssignmentKind;
  assignment: string;
  handIn: HandInView;
  /** Injected by tests; the page uses the IndexedDB outbox. */
  outbox?: DraftOutbox;
}

/**
 * The student's hand-in (ADR 0074): online text in the shared rich-text editor and/or files, autosaved as a draft
 * through the outbox (a lost connection loses nothing), then Submit (again) until the cut-off; Submitted or Late.
 */
export function HandInPanel({ kind, assignment, handIn, outbox: given }: HandInPanelProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const { settings } = handIn;
  const start = handIn.draft ?? handIn.submitted;
  const [text, setText] = useState(start?.text ?? '');
  const [files, setFiles] = useState<HandInFile[]>(start?.files ?? []);
  const [waiting, setWaiting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const outbox = useMemo(
    () =>
      given ??
      new DraftOutbox(assignment, {
        onPending: setWaiting,
        onRefused: (e) => setRefused(e instanceof Error ? e.message : handInMessages.closed),
      }),
    [given, assignment],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // After a reload, a draft the server never got is shown over the server's copy and sent again.
  useEffect(() => {
    let live = true;
    void outbox.pending().then((kept) => {
      if (!live || !kept || kept.seq <= (handIn.draft?.seq ?? 0)) return;
      setText(kept.text);
      if (kept.attached) setFiles(kept.attached);
      outbox.kick();
    });
    const online = () => outbox.kick();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
      if (!given) outbox.close();
    };
  }, [outbox, given, handIn.draft?.seq]);

  const keep = (next: { text: string; files: HandInFile[] }) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const files = next.files.map((f) => f.key);
      void outbox.put({ kind, assignment, text: next.text, files, attached: next.files, seq: nextDraftSeq() });
    }, autosaveMs);
  };
  const changeText = (html: string) => {
    setText(html);
    keep({ text: html, files });
  };
  const changeFiles = (next: HandInFile[]) => {
    setFiles(next);
    keep({ text, files: next });
  };

  const upload = useMutation({
    mutationFn: async (chosen: File[]) => {
      const keys = await uploadHandInFiles(assignment, chosen);
      return keys.map((key, i) => ({ key, name: chosen[i]!.name, mime: chosen[i]!.type, size: chosen[i]!.size }));
    },
    onSuccess: (added) => changeFiles([...files, ...added]),
    onError: (e) => toast.error(e.message),
  });
  const submit = useMutation({
    mutationFn: async () => {
      if (timer.current) clearTimeout(timer.current);
      const result = await submitHandIn(kind, assignment, { text, files: files.map((f) => f.key) });
      await outbox.clear();
      return result;
    },
    onSuccess: async ({ message, handIn: saved }) => {
      queryClient.setQueryData(handInKey(kind, assignment), saved);
      await queryClient.invalidateQueries({ queryKey: assignmentsKey(kind) });
      toast.success(message);
    },
    onError: (e) => toast.error(e.message),
  });

  const room = settings.maxFiles - files.length;
  const open = handIn.open && !refused;
  const empty = isRichTextEmpty(text) && files.length === 0;
  const asks = [settings.text && 'online text', settings.maxFiles > 0 && `up to ${settings.maxFiles} files`]
    .filter(Boolean)
    .join(' and ');

  return (
    <Stack component="section" aria-label="Hand-in" spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          Your hand-in
        </Typography>
        <HandInStatusChip status={settings.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Hand in {asks}. Due {formatLongDateTime(settings.dueAt)}
        {settings.cutOffAt ? `; accepted late until ${formatLongDateTime(settings.cutOffAt)}` : ''}.
        {handIn.submittedAt ? ` Last handed in ${formatLongDateTime(handIn.submittedAt)}.` : ''}
      </Typography>
      {!open && <Alert severity="warning">{refused ?? handInMessages.closed}</Alert>}
      {settings.text && (
        <RichTextEditor
          label="Your answer"
          value={text}
          onChange={changeText}
          disabled={!open}
          maxLength={maxLength.richText}
          toolbar="compact"
          minHeight={160}
        />
      )}
      {settings.maxFiles > 0 && (
        <Stack spacing={1}>
          <HandInFileList files={files} />
          {open &&
            files.map((f) => (
              <Button
                key={f.key}
                size="small"
                color="inherit"
                startIcon={<CloseRounded />}
                onClick={() => changeFiles(files.filter((x) => x.key !== f.key))}
                sx={{ alignSelf: 'flex-start' }}
              >
                Remove {f.name}
              </Button>
            ))}
          {open && room > 0 && (
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileRounded />}
              disabled={upload.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {upload.isPending ? 'Uploading…' : `Attach files (${room} left)`}
              <input
                id={inputId}
                hidden
                type="file"
                multiple={room > 1}
                aria-label="Attach files"
                onChange={(event) => {
                  const chosen = [...(event.target.files ?? [])].slice(0, room);
                  event.target.value = '';
                  if (chosen.length) upload.mutate(chosen);
                }}
              />
            </Button>
          )}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="caption" color="text.secondary" role="status">
          {waiting ? 'Saving your draft… it is kept on this device until it reaches the server.' : 'Draft saved.'}
        </Typography>
        {open && (
          <Button variant="contained" disabled={empty || submit.isPending} onClick={() => submit.mutate()}>
            {handIn.submittedAt ? 'Submit again' : 'Submit'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
