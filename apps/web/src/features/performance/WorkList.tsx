import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { gradeColour, pointsOf } from '../assessments/grading';

interface WorkItem {
  key: string;
  title: ReactNode;
  detail: string;
  points: number | null;
  total: number;
}

/** One kind of graded work in a performance report: each item with its points, coloured by grade. */
export function WorkList({
  title,
  empty,
  items,
  heading,
}: {
  title: string;
  empty: string;
  items: WorkItem[];
  heading: 'h2' | 'h3';
}) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.key}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {item.detail}
              </Typography>
            </Box>
            <Typography
              sx={{
                whiteSpace: 'nowrap',
                fontWeight: 600,
                color: item.points === null ? 'text.secondary' : `${gradeColour(item.points, item.total)}.main`,
              }}
            >
              {item.points === null ? 'Not graded' : pointsOf(item.points, item.total)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
