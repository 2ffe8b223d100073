/**
 * The chart library (`@mui/x-charts`, ADR 0084), fetched the first time a chart renders: pages without a chart
 * download none of it, and a page with charts shows its text first. Animations are skipped for a visitor who
 * asked for less motion (WCAG 2.3.3). The charts take no keyboard focus: ChartFigure's table is the accessible form.
 */
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Height of a chart unless told: room for the axes, the legend and a readable plot at 390 px. */
export const chartHeight = 260;

/**
 * The width a chart is drawn at on paper: it fits an A4 or Letter page's text width, portrait, so a chart laid out
 * for a wide screen is redrawn for the page instead of shrunk to small print (ChartFigure also scales any wider).
 */
export const printWidth = 640;

/** Whether the page is being printed: set before the print layout (`beforeprint`, or print media emulated). */
function usePrinting() {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    // Synchronously, so the page is redrawn before the browser lays it out for paper.
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    const after = () => set(false);
    const change = (event: MediaQueryListEvent) => set(event.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media.addEventListener?.('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media.removeEventListener?.('change', change);
    };
  }, []);
  return printing;
}

function lazyChart<
  P extends { height?: number; width?: number; skipAnimation?: boolean; disableKeyboardNavigation?: boolean },
>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function Chart(props: P) {
    const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
    const printing = usePrinting();
    const height = props.height ?? chartHeight;
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
        <Part
          {...props}
          height={height}
          width={printing ? printWidth : props.width}
          skipAnimation={reduceMotion || printing || props.skipAnimation}
          // The picture is out of the keyboard's and screen readers' way: its figure's table reads the same numbers.
          disableKeyboardNavigation
        />
      </Suspense>
    );
  };
}

export const LineChart = lazyChart<LineChartProps>(async () => (await import('@mui/x-charts/LineChart')).LineChart);
export const BarChart = lazyChart<BarChartProps>(async () => (await import('@mui/x-charts/BarChart')).BarChart);
