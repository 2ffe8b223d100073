import type { StudentPerformance } from '@chalkline/contracts';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../../lib/format';
import { LogoMark } from '../../ui/Logo';
import { Modal } from '../../ui/Modal';
import { PerformanceReport } from './PerformanceReport';

/** The element printed; everything else on the page is hidden while printing. */
export const printAreaId = 'performance-print';

/** Landscape, and only the report (platform spec 2.5, 9: "Performance print is landscape"). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'landscape', margin: '12mm' },
        'body *': { visibility: 'hidden' },
        [`#${printAreaId}, #${printAreaId} *`]: { visibility: 'visible' },
        [`#${printAreaId}`]: { position: 'absolute', inset: 0, padding: 0 },
        '.MuiDialog-container, .MuiDialog-paper': { display: 'block !important', overflow: 'visible !important' },
      },
    }}
  />
);

const periodOf = ({ from, to }: StudentPerformance['period']) => {
  if (!from && !to) return 'Whole history';
  return `${from ? formatLongDate(from) : 'The start'} – ${to ? formatLongDate(to) : 'today'}`;
};

/** The printable performance report: logo, student, period and the report, with a Print button. */
export function PrintReportDialog({
  open,
  onClose,
  metrics,
}: {
  open: boolean;
  onClose: () => void;
  metrics: StudentPerformance;
}) {
  const name = [metrics.student.firstName, metrics.student.otherNames, metrics.student.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Performance report"
      maxWidth="lg"
      actions={
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      {open && printStyles}
      <Box id={printAreaId} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <LogoMark size={40} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              Chalkline · Performance Report
            </Typography>
            <Typography color="text.secondary">
              {name} · {periodOf(metrics.period)} · Printed {formatLongDate(new Date())}
            </Typography>
          </Box>
        </Box>
        <PerformanceReport metrics={metrics} />
      </Box>
    </Modal>
  );
}
