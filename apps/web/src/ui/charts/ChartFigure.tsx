/**
 * A chart with its name and its numbers (ADR 0084): a figure named by its heading, the picture inert (hidden from
 * screen readers and out of the focus order), and a table of the same numbers that screen readers always read and anyone can show with the
 * "Show the numbers" button. Prints whole: the picture shrinks to the page and never splits across two.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../visuallyHidden';

export interface ChartTable {
  /** The first column's heading ("Week", "Date"), then one per series. */
  columns: string[];
  /** One row per point: the point's label, then each series' value as text. */
  rows: string[][];
}

interface ChartFigureProps {
  title: string;
  /** Its heading's level: h3 under a section's h2. */
  heading?: 'h2' | 'h3' | 'h4';
  /** One sentence of what the chart shows, read with its name. */
  summary?: string;
  table: ChartTable;
  /** The chart itself (a lazily loaded `LineChart` or `BarChart`). */
  children: ReactNode;
}

export function ChartFigure({ title, heading = 'h3', summary, table, children }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={summary ? summaryId : undefined}
      sx={{
        m: 0,
        p: 2,
        minWidth: 0,
        display: 'grid',
        gap: 1,
        breakInside: 'avoid',
        '@media print': {
          '& svg': { maxWidth: '100%', height: 'auto' },
          '& .chart-figure-toggle': { display: 'none' },
          '& .MuiTableContainer-root': { maxHeight: 'none', overflow: 'visible' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component={heading} id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          size="small"
          className="chart-figure-toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the numbers' : 'Show the numbers'}
        </Button>
      </Box>
      {summary && (
        <Typography variant="body2" color="text.secondary" id={summaryId}>
          {summary}
        </Typography>
      )}
      {/* The table below says the same to a screen reader, cell by cell; inert: nothing in the picture takes focus. */}
      <Box inert sx={{ minWidth: 0 }}>
        {children}
      </Box>
      <Box id={tableId} sx={showTable ? { minWidth: 0 } : visuallyHidden}>
        {/* Shown, it scrolls and takes focus; hidden (read by screen readers only), it never scrolls, so no
            unreachable scrolling region is left on the page. */}
        <TableContainer
          tabIndex={showTable ? 0 : -1}
          role="region"
          aria-label={`${title}: the numbers`}
          sx={showTable ? { maxHeight: 320 } : { overflow: 'visible' }}
        >
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {table.columns.map((column, i) => (
                  <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <TableCell key={table.columns[i]} component="th" scope="row">
                        {cell}
                      </TableCell>
                    ) : (
                      <TableCell key={table.columns[i]} align="right">
                        {cell}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Paper>
  );
}
