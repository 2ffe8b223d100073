import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { userCan } from '../../lib/permissions';
import { useSession } from '../auth/useSession';
import { ConsentForm } from './ConsentForm';
import { familiesKey, fetchGuardians, saveConsentAsAdmin } from './families.api';
import { LinkedList, LinkPicker, useGuardianLinks } from './GuardianLinks';
import { PairingCodeButton } from './PairingCodeButton';

/**
 * The guardians of a student on the admin's student page (ADR 0079): who is linked, linking and unlinking, a pairing
 * code to hand a guardian, and consent recorded on a guardian's behalf.
 */
export function GuardiansSection({ student }: { student: { key: string; firstName: string; lastName: string } }) {
  const user = useSession();
  const mayEdit = userCan(user, 'students.edit');
  const key = [...familiesKey, 'guardians', student.key];
  const guardians = useQuery({ queryKey: key, queryFn: () => fetchGuardians(student.key) });
  const { link, unlink } = useGuardianLinks();
  const name = `${student.firstName} ${student.lastName}`;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Guardians"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        Guardians
      </Typography>
      {guardians.isPending && <Skeleton variant="rounded" height={80} />}
      {guardians.isError && <Alert severity="error">{guardians.error.message}</Alert>}
      {guardians.data && (
        <>
          {guardians.data.guardians.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No guardian is linked. The student is governed by the school’s own terms for recording and camera.
            </Typography>
          ) : (
            <LinkedList
              label={`Guardians of ${name}`}
              people={guardians.data.guardians.map((g) => ({
                key: g.key,
                name: `${g.firstName} ${g.lastName}`,
                detail: g.email,
              }))}
              onUnlink={mayEdit ? (guardianKey) => unlink.mutate({ guardianKey, studentKey: student.key }) : undefined}
            />
          )}
          {mayEdit && (
            <LinkPicker
              label="Guardian account"
              memberRole="GUARDIAN"
              name="guardian"
              button="Link guardian"
              busy={link.isPending}
              onLink={(guardianKey) => link.mutateAsync({ guardianKey, studentKey: student.key })}
            />
          )}
          {mayEdit && <PairingCodeButton studentKey={student.key} studentName={name} />}
          {mayEdit && guardians.data.guardians.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3">
                Consent
              </Typography>
              <ConsentForm
                consent={guardians.data.consent}
                onSave={(input) => saveConsentAsAdmin(student.key, input)}
                onBehalf
              />
            </>
          )}
        </>
      )}
    </Paper>
  );
}
