import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { userCan } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { ProfileSection } from '../../accounts/profile/ProfileSection';
import { studentProfileKey, useStudentProfile } from '../../accounts/profile/useStudentProfile';
import { useSession } from '../../auth/useSession';
import { GuardiansSection } from '../../families/GuardiansSection';
import { LinkTutorForm } from '../../meetings/LinkTutorForm';
import { ManageStudentPrograms } from '../../meetings/ManageStudentPrograms';
import { PerformanceSection } from '../../performance/PerformanceSection';
import { PersonActions } from './PersonActions';
import { PersonForm } from './PersonForm';
import { valuesFromStudentProfile } from './personValues';

/** The address parameter naming the student whose profile is open. */
export const studentParam = 'student';
/** With `edit=1` the profile opens on its edit form. */
export const editParam = 'edit';

interface StudentProfileDialogProps {
  /** The open student's key; null: closed. */
  studentKey: string | null;
  /** Opens on the edit form (the caller keys the dialog by student and mode, so each opening starts afresh). */
  startEditing?: boolean;
  onClose: () => void;
  fullScreen?: boolean;
}

/**
 * The admin's view of a student (platform spec 2.5, 6): basic info with the admin-only fields (student id, email,
 * phone, sign-up method, referral, onboarded, suspended, deleted, timestamps), guardian info, learning preferences
 * with the extra language and curriculum info and communication preference; the student's enrolments (on or off)
 * and tutors (link, remove); and edit, suspend or restore, delete.
 */
export function StudentProfileDialog({
  studentKey,
  startEditing = false,
  onClose,
  fullScreen,
}: StudentProfileDialogProps) {
  const user = useSession();
  const queryClient = useQueryClient();
  const profile = useStudentProfile(studentKey);
  const [editing, setEditing] = useState(startEditing);
  const [linking, setLinking] = useState(false);
  const data = profile.data;
  const basic = data?.basic;
  const name = basic ? [basic.firstName, basic.otherNames, basic.lastName].filter(Boolean).join(' ') : 'Student';
  const student =
    studentKey && basic ? { key: studentKey, firstName: basic.firstName, lastName: basic.lastName } : null;

  const close = () => {
    setEditing(false);
    onClose();
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentProfileKey(studentKey ?? '') }),
      queryClient.invalidateQueries({ queryKey: ['students'] }),
    ]);

  let body: ReactNode;
  if (profile.isPending) body = <Skeleton variant="rounded" height={240} />;
  else if (profile.isError) body = <Alert severity="error">{profile.error.message}</Alert>;
  else if (data && student && editing)
    body = (
      <PersonForm
        group="students"
        editing={{ key: student.key, values: valuesFromStudentProfile(data) }}
        onSaved={async () => {
          setEditing(false);
          await refresh();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  else if (data && student)
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {basic?.suspended && <Chip color="warning" label="Suspended" />}
          {basic?.deleted && <Chip color="error" label="Deleted" />}
          <Box sx={{ flex: 1 }} />
          {userCan(user, 'students.edit') && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit student
            </Button>
          )}
          <PersonActions
            group="students"
            person={{ ...student, suspended: Boolean(basic?.suspended) }}
            onEdit={() => setEditing(true)}
            onDeleted={close}
          />
        </Box>
        <ProfileSection title="Basic info" data={basic} />
        {data.guardian && <ProfileSection title="Guardian info" data={data.guardian} />}
        <ProfileSection title="Learning preferences" data={data.learningPreferences} />
        <PerformanceSection studentKey={student.key} />
        <GuardiansSection student={student} />
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label="Programs and tutors">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              Programs and tutors
            </Typography>
            {userCan(user, 'tutors.edit') && (
              <Button size="small" variant="outlined" onClick={() => setLinking(true)}>
                Link tutor
              </Button>
            )}
          </Box>
          <ManageStudentPrograms
            student={student}
            maySwitch={userCan(user, 'students.edit')}
            mayUnlink={userCan(user, 'tutors.edit')}
          />
        </Paper>
        <Modal open={linking} onClose={() => setLinking(false)} title={`Link a tutor to ${name}`}>
          {(closeLink) => <LinkTutorForm student={student} onDone={closeLink} />}
        </Modal>
      </Box>
    );

  return (
    <Modal
      open={studentKey !== null}
      onClose={close}
      title={editing ? `Edit ${name}` : name}
      maxWidth="md"
      fullScreen={fullScreen}
    >
      {body}
    </Modal>
  );
}
