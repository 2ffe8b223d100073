import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StudentPerformance } from './StudentPerformance';

/** The performance section of a student's profile (platform spec 2.5), with its metrics and print dialogs. */
export function PerformanceSection({ studentKey }: { studentKey: string }) {
  return (
    <Paper component="section" variant="outlined" aria-label="Performance" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Performance
      </Typography>
      <StudentPerformance studentKey={studentKey} />
    </Paper>
  );
}
