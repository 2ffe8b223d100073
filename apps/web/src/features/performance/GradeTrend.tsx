/** "Grades over time": the student's graded work as a line per kind, with its numbers as a table (ADR 0084). */
import type { StudentPerformance } from '@chalkline/contracts';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ChartFigure } from '../../ui/charts/ChartFigure';
import { seriesColours, seriesShapes } from '../../ui/charts/chartColours';
import { LineChart } from '../../ui/charts/lazyCharts';
import { axisLabelOf, rowLabelOf } from '../dashboards/trends';
import { gradeTrendOf } from './gradesOverTime';
import { metricLabels } from './metricsRules';

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

export function GradeTrend({ metrics, heading }: { metrics: StudentPerformance; heading: 'h2' | 'h3' }) {
  const colours = seriesColours(useTheme());
  const trend = gradeTrendOf(metrics);
  const title = 'Grades over time';
  if (trend.days.length === 0) {
    return (
      <section aria-label={title}>
        <Typography variant="h6" component={heading}>
          {title}
        </Typography>
        <Typography color="text.secondary">Grades show here over time once work is graded.</Typography>
      </section>
    );
  }
  const day = (date: string) => ({ start: date, end: date });
  return (
    <ChartFigure
      title={title}
      heading={heading}
      summary="Each mark is graded work as a percentage: quizzes by the day they were taken, assignments by the day they were set."
      table={{
        columns: ['Day', ...trend.kinds.map((kind) => metricLabels[kind])],
        rows: trend.days.map((date, i) => [
          rowLabelOf(day(date), 'day'),
          ...trend.kinds.map((kind) => percentText(trend.values[kind][i]!)),
        ]),
      }}
    >
      <LineChart
        xAxis={[{ scaleType: 'point', data: trend.days.map((date) => axisLabelOf(day(date), 'day')) }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={trend.kinds.map((kind, i) => ({
          data: trend.values[kind],
          label: metricLabels[kind],
          color: colours[i],
          shape: seriesShapes[i],
          showMark: true,
          curve: 'linear' as const,
          connectNulls: true,
          valueFormatter: (v: number | null) => percentText(v),
        }))}
        grid={{ horizontal: true }}
      />
    </ChartFigure>
  );
}
