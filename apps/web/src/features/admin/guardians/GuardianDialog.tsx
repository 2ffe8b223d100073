import type { AdminGuardian } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { userCan } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { useSession } from '../../auth/useSession';
import { LinkedList, LinkPicker, useGuardianLinks } from '../../families/GuardianLinks';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * One guardian on the admin's Guardians page (ADR 0085): their children with each child's consent, linking another
 * child and unlinking one (the links of ADR 0079, logged); consent is changed on the student's own page.
 */
export function GuardianDialog({
  guardian,
  onClose,
  fullScreen,
}: {
  guardian: AdminGuardian | null;
  onClose: () => void;
  fullScreen?: boolean;
}) {
  const user = useSession();
  const mayEdit = userCan(user, 'students.edit');
  const { link, unlink } = useGuardianLinks();
  if (!guardian) return null;
  const name = `${guardian.firstName} ${guardian.lastName}`;

  return (
    <Modal open onClose={onClose} title={name} maxWidth="sm" fullScreen={fullScreen}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {guardian.email}
          {guardian.phone ? ` · ${guardian.phone}` : ''}
        </Typography>
        <Typography variant="h6" component="h3">
          Children
        </Typography>
        {guardian.children.length === 0 ? (
          <Alert severity="info">No child is linked yet.</Alert>
        ) : (
          <LinkedList
            label={`Children of ${name}`}
            people={guardian.children.map((c) => ({
              key: c.key,
              name: `${c.firstName} ${c.lastName}`,
              detail: `Consent: recording ${yesNo(c.consent.recording)}, camera ${yesNo(c.consent.camera)}`,
            }))}
            onUnlink={mayEdit ? (studentKey) => unlink.mutate({ guardianKey: guardian.key, studentKey }) : undefined}
          />
        )}
        {mayEdit && (
          <LinkPicker
            label="Student account"
            memberRole="STUDENT"
            name="student"
            button="Link child"
            busy={link.isPending}
            onLink={(studentKey) => link.mutateAsync({ guardianKey: guardian.key, studentKey })}
          />
        )}
      </Box>
    </Modal>
  );
}
