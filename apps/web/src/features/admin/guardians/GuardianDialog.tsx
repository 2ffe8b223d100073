import type { AdminGuardian } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { userCan } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { useSession } from '../../auth/useSession';
import { LinkPicker, useGuardianLinks } from '../../families/GuardianLinks';

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
          <List dense disablePadding aria-label={`Children of ${name}`}>
            {guardian.children.map((c) => (
              <ListItem key={c.key} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${c.firstName} ${c.lastName}`}
                  secondary={`Consent: recording ${yesNo(c.consent.recording)}, camera ${yesNo(c.consent.camera)}`}
                />
                {mayEdit && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() => unlink.mutate({ guardianKey: guardian.key, studentKey: c.key })}
                    aria-label={`Unlink ${c.firstName} ${c.lastName}`}
                  >
                    Unlink
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
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
