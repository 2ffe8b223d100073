import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { PollsPanel } from './PollsPanel';

/** The classroom a lesson's link opens: `/meet/{meetingId}?program=…`, or null when it names none. */
export function pollsClassroomOf(classroomLink: string | null) {
  if (!classroomLink) return null;
  const url = new URL(classroomLink, 'http://localhost');
  const meetingId = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (!meetingId) return null;
  const programId = url.searchParams.get('program') ?? undefined;
  return { meetingId, config: programId ? { programId } : {} };
}

/** A lesson's host prepares its polls before the lesson (ADR 0073): the Polls dialog without a live classroom. */
export function PreparePollsButton({ classroomLink, title }: { classroomLink: string | null; title: string }) {
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width: 599.95px)');
  const classroom = pollsClassroomOf(classroomLink);
  if (!classroom) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BarChartRounded />}
        aria-label={`Prepare polls for ${title}`}
        onClick={() => setOpen(true)}
      >
        Polls
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Polls: ${title}`} fullScreen={narrow} maxWidth="sm">
        <PollsPanel classroom={classroom} live={null} />
      </Modal>
    </>
  );
}
