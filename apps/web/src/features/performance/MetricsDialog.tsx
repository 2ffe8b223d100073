import {
  type MetricToggles,
  type PerformanceMetric,
  performanceMetrics,
  type StudentPerformance,
} from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DateField } from '../../ui/DateField';
import { Modal } from '../../ui/Modal';
import { contributionOf, metricLabels, periodError, togglesDiffer } from './metricsRules';
import type { MetricsFilter } from './performance.api';

interface MetricsDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the report shows now. */
  filter: MetricsFilter;
  /** The weights of the report shown, for the contributions. */
  weights: StudentPerformance['weights'] | undefined;
  onChange: (filter: MetricsFilter) => void;
}

/**
 * The performance metrics dialog (platform spec 4, 5.3): From and To in DD-MM-YYYY (a valid day applies at once),
 * the metric toggles with each one's contribution (weight × 100 %), and Apply Filters, shown only while the
 * chosen toggles differ from those applied.
 */
export function MetricsDialog({ open, onClose, filter, weights, onChange }: MetricsDialogProps) {
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [errors, setErrors] = useState<{ from?: string | null; to?: string | null }>({});
  const [toggles, setToggles] = useState<MetricToggles>(filter.toggles);

  const chooseDay = (field: 'from' | 'to', day: string) => {
    const other = field === 'from' ? to : from;
    const error = periodError(field, day, other);
    if (field === 'from') setFrom(day);
    else setTo(day);
    setErrors({ [field]: error });
    if (!error) onChange({ ...filter, from: field === 'from' ? day : from, to: field === 'to' ? day : to });
  };
  const toggle = (metric: PerformanceMetric, on: boolean) => setToggles((t) => ({ ...t, [metric]: on }));
  const differ = togglesDiffer(toggles, filter.toggles);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Performance metrics"
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose}>Done</Button>
          {differ && (
            <Button variant="contained" onClick={() => onChange({ ...filter, toggles })}>
              Apply Filters
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            Period
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label="From"
              value={from}
              onChange={(day) => chooseDay('from', day)}
              error={Boolean(errors.from)}
              helperText={errors.from}
              sx={{ flex: 1 }}
            />
            <DateField
              label="To"
              value={to}
              onChange={(day) => chooseDay('to', day)}
              error={Boolean(errors.to)}
              helperText={errors.to}
              sx={{ flex: 1 }}
            />
          </Stack>
          {(from || to) && (
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() => {
                setFrom('');
                setTo('');
                setErrors({});
                onChange({ ...filter, from: '', to: '' });
              }}
            >
              Whole history
            </Button>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Metrics
          </Typography>
          {performanceMetrics.map((metric) => (
            <Box
              key={metric}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                columnGap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <FormControlLabel
                control={<Switch checked={toggles[metric]} onChange={(_e, on) => toggle(metric, on)} />}
                label={metricLabels[metric]}
              />
              <Typography variant="body2" color="text.secondary" sx={{ pl: { xs: 6, sm: 0 }, pb: { xs: 0.5, sm: 0 } }}>
                Contribution: {contributionOf(weights?.[metric] ?? 0)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </Modal>
  );
}
