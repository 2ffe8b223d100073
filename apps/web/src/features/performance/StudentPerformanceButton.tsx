import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { personName } from '../../lib/people';
import { Modal } from '../../ui/Modal';
import { StudentPerformance } from './StudentPerformance';

/** Opens a student's performance report in a dialog (a tutor's Students list: the profile's performance section). */
export function StudentPerformanceButton({
  student,
}: {
  student: { key: string; firstName: string; lastName: string };
}) {
  const [open, setOpen] = useState(false);
  const name = personName(student);
  return (
    <>
      <Button
        size="small"
        startIcon={<InsightsRounded />}
        onClick={() => setOpen(true)}
        aria-label={`Performance of ${name}`}
      >
        Performance
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Performance of ${name}`} maxWidth="lg">
        {open && <StudentPerformance studentKey={student.key} />}
      </Modal>
    </>
  );
}
