import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { personName } from '../../lib/people';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { fetchEnrolments } from '../programs/programs.api';
import { fetchStudentLinks, type StudentRow, setEnrolmentActive, type TutorLink, unlinkTutor } from './meetings.api';

/** The question before a link is removed (the spec gives none; removing one takes a classroom away from a tutor). */
export const unlinkQuestion = (link: TutorLink) =>
  `${personName(link.tutor)} will no longer teach ${personName(link.student)} ${link.program.title}, nor open this student’s classroom for it.`;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
      {children}
    </Typography>
  );
}

interface ManageStudentProgramsProps {
  student: Pick<StudentRow, 'key' | 'firstName' | 'lastName'>;
  /** The viewer may switch enrolments (`students.edit`); else the switches only show the state. */
  maySwitch?: boolean;
  /** The viewer may remove tutor links (`tutors.edit`); else no Remove button. */
  mayUnlink?: boolean;
}

/**
 * An admin's view of one student's programs (/admin/students): switch each enrolment on or off, and remove the
 * tutors linked to them after confirming, each for an admin whose groups allow it.
 */
export function ManageStudentPrograms({ student, maySwitch = true, mayUnlink = true }: ManageStudentProgramsProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [unlinking, setUnlinking] = useState<TutorLink | null>(null);
  const enrolments = useQuery({ queryKey: ['enrolments', student.key], queryFn: () => fetchEnrolments(student.key) });
  const links = useQuery({ queryKey: ['tutor-links', student.key], queryFn: () => fetchStudentLinks(student.key) });
  const refresh = () =>
    Promise.all(
      [['enrolments', student.key], ['tutor-links', student.key], ['students']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const toggle = useMutation({
    mutationFn: (input: { key: string; active: boolean }) => setEnrolmentActive(input.key, input.active),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const unlink = useMutation({
    mutationFn: (link: TutorLink) =>
      unlinkTutor({ tutorKey: link.tutor.key, studentKey: link.student.key, programKey: link.program.key }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setUnlinking(null);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Heading>Enrolments</Heading>
      {enrolments.isPending && <Skeleton variant="rounded" height={48} />}
      {enrolments.isError && <Alert severity="error">{enrolments.error.message}</Alert>}
      {enrolments.data?.length === 0 && <Typography color="text.secondary">No enrolments yet.</Typography>}
      <List dense aria-label="Enrolments">
        {enrolments.data?.map((enrolment) => (
          <ListItem
            key={enrolment.key}
            secondaryAction={
              <Switch
                edge="end"
                checked={enrolment.active}
                disabled={!maySwitch || toggle.isPending}
                onChange={(event) => toggle.mutate({ key: enrolment.key, active: event.target.checked })}
                slotProps={{ input: { 'aria-label': `Active enrolment in ${enrolment.program.title}` } }}
              />
            }
          >
            <ListItemText primary={enrolment.program.title} secondary={enrolment.active ? 'Active' : 'Inactive'} />
          </ListItem>
        ))}
      </List>

      <Heading>Tutors</Heading>
      {links.isPending && <Skeleton variant="rounded" height={48} />}
      {links.isError && <Alert severity="error">{links.error.message}</Alert>}
      {links.data?.length === 0 && <Typography color="text.secondary">No tutor is linked yet.</Typography>}
      <List dense aria-label="Tutors">
        {links.data?.map((link) => (
          <ListItem
            key={`${link.tutor.key}:${link.program.key}`}
            secondaryAction={
              mayUnlink && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setUnlinking(link)}
                  aria-label={`Remove ${personName(link.tutor)} from ${link.program.title}`}
                >
                  Remove
                </Button>
              )
            }
          >
            <ListItemText primary={personName(link.tutor)} secondary={link.program.title} />
          </ListItem>
        ))}
      </List>

      <Modal
        open={unlinking !== null}
        onClose={() => setUnlinking(null)}
        title="Remove this tutor?"
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              loading={unlink.isPending}
              onClick={() => unlinking && unlink.mutate(unlinking)}
            >
              Remove tutor
            </Button>
          </>
        )}
      >
        <DialogContentText>{unlinking ? unlinkQuestion(unlinking) : ''}</DialogContentText>
      </Modal>
    </Box>
  );
}
