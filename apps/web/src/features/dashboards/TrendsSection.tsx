/** The Trends section of the admin dashboard (issue 33, ADR 0084): a range picker over the five trend charts. */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../../ui/PageSection';
import { fetchTrends } from './dashboards.api';
import { TrendCharts } from './TrendCharts';
import { hasAnyTrend, rangeOf, type TrendRangeDays, trendRanges, viewerTimeZone } from './trends';

export function TrendsSection() {
  const [days, setDays] = useState<TrendRangeDays>(30);
  const range = rangeOf(days);
  const timeZone = viewerTimeZone();
  const trends = useQuery({
    queryKey: ['admin', 'trends', range, timeZone],
    queryFn: () => fetchTrends({ ...range, timeZone }),
    placeholderData: keepPreviousData,
  });
  const picker = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={days}
      aria-label="Range"
      onChange={(_, value: TrendRangeDays | null) => value && setDays(value)}
      sx={{ '@media print': { display: 'none' } }}
    >
      {trendRanges.map((r) => (
        <ToggleButton key={r.days} value={r.days}>
          {r.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  const label = trendRanges.find((r) => r.days === days)!.label;
  return (
    <Section title="Trends" action={picker}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The last {label}, by {trends.data?.bucket ?? 'day'}.
      </Typography>
      {trends.isError && <Alert severity="error">{trends.error.message}</Alert>}
      {trends.isPending && <Skeleton variant="rounded" height={320} />}
      {trends.data &&
        (hasAnyTrend(trends.data) ? (
          <TrendCharts trends={trends.data} />
        ) : (
          <Alert severity="info">
            Nothing to chart in the last {label}: lessons, enrolments and payments show here as they happen.
          </Alert>
        ))}
    </Section>
  );
}
