/** The admin dashboard's five trend charts, each with its numbers as a table (ADR 0084). */
import type { Trends } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartFigure } from '../../ui/charts/ChartFigure';
import { seriesColours } from '../../ui/charts/chartColours';
import { BarChart, LineChart } from '../../ui/charts/lazyCharts';
import { axisLabelOf, bucketColumn, centsIn, formatCurrency, rateText, rowLabelOf } from './trends';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const whole = { tickMinStep: 1, min: 0 } as const;
/**
 * A line that joins its points straight; it marks every point of a short range, and on a long one the points
 * beside a gap, so a lone day between gaps still shows without crowding a phone's width with marks.
 */
const line = (color: string | undefined, data: (number | null)[]) => ({
  color,
  data,
  curve: 'linear' as const,
  showMark: ({ index }: { index: number }) => data.length <= 16 || data[index - 1] == null || data[index + 1] == null,
});
const each: Record<Trends['bucket'], string> = { day: 'day', week: 'week', month: 'month' };

export function TrendCharts({ trends }: { trends: Trends }) {
  const colours = seriesColours(useTheme());
  const { points, bucket, currencies } = trends;
  const xAxis = [{ scaleType: 'band' as const, data: points.map((p) => axisLabelOf(p, bucket)) }];
  const lineAxis = [{ scaleType: 'point' as const, data: xAxis[0]!.data }];
  const rowsOf = (...cells: ((p: (typeof points)[number]) => string)[]) =>
    points.map((p) => [rowLabelOf(p, bucket), ...cells.map((cell) => cell(p))]);
  const column = bucketColumn[bucket];
  const held = sum(points.map((p) => p.lessonsHeld));
  const missed = sum(points.map((p) => p.lessonsMissed));
  const enrolled = sum(points.map((p) => p.newEnrolments));
  const taken = currencies.map((c) => formatCurrency(sum(points.map((p) => centsIn(p, c))), c)).join(' and ');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      <ChartFigure
        title="Active students"
        summary={`Students who came to at least one lesson, each ${each[bucket]}.`}
        table={{ columns: [column, 'Active students'], rows: rowsOf((p) => String(p.activeStudents)) }}
      >
        <LineChart
          xAxis={lineAxis}
          yAxis={[whole]}
          series={[
            {
              label: 'Active students',
              ...line(
                colours[0],
                points.map((p) => p.activeStudents),
              ),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="Lessons held and missed"
        summary={`${held} held and ${missed} missed in this range.`}
        table={{
          columns: [column, 'Held', 'Missed'],
          rows: rowsOf(
            (p) => String(p.lessonsHeld),
            (p) => String(p.lessonsMissed),
          ),
        }}
      >
        <BarChart
          xAxis={xAxis}
          yAxis={[whole]}
          series={[
            { data: points.map((p) => p.lessonsHeld), label: 'Held', color: colours[0] },
            { data: points.map((p) => p.lessonsMissed), label: 'Missed', color: colours[1] },
          ]}
          grid={{ horizontal: true }}
        />
      </ChartFigure>
      <ChartFigure
        title="Attendance rate"
        summary="Lessons held out of the lessons due, as a percentage; a gap where none were due."
        table={{ columns: [column, 'Attendance rate'], rows: rowsOf((p) => rateText(p.attendanceRate)) }}
      >
        <LineChart
          xAxis={lineAxis}
          yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
          series={[
            {
              label: 'Attendance rate',
              ...line(
                colours[0],
                points.map((p) => p.attendanceRate),
              ),
              valueFormatter: (v) => rateText(v),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="New enrolments"
        summary={`${enrolled} new ${enrolled === 1 ? 'enrolment' : 'enrolments'} in this range.`}
        table={{ columns: [column, 'New enrolments'], rows: rowsOf((p) => String(p.newEnrolments)) }}
      >
        <BarChart
          xAxis={xAxis}
          yAxis={[whole]}
          series={[{ data: points.map((p) => p.newEnrolments), label: 'New enrolments', color: colours[0] }]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="Revenue collected"
        summary={currencies.length ? `${taken} paid in this range.` : 'No payments in this range.'}
        table={{
          columns: [column, ...(currencies.length ? currencies : ['Paid'])],
          rows: currencies.length
            ? rowsOf(...currencies.map((c) => (p: (typeof points)[number]) => formatCurrency(centsIn(p, c), c)))
            : rowsOf(() => '—'),
        }}
      >
        <BarChart
          xAxis={xAxis}
          yAxis={[
            currencies.length === 1
              ? { min: 0, valueFormatter: (v: number) => formatCurrency(v * 100, currencies[0]!, 0) }
              : { min: 0 },
          ]}
          series={(currencies.length ? currencies : ['USD']).map((c, i) => ({
            data: points.map((p) => centsIn(p, c) / 100),
            label: c,
            color: colours[i % colours.length],
            valueFormatter: (v: number | null) => formatCurrency(Math.round((v ?? 0) * 100), c),
          }))}
          grid={{ horizontal: true }}
          hideLegend={currencies.length < 2}
        />
      </ChartFigure>
    </Box>
  );
}
