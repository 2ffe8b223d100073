import type { PollTally } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Percent of those who answered, rounded. */
export const percentOf = (count: number, answered: number) => (answered ? Math.round((count / answered) * 100) : 0);

/** A poll's counts as a list of labelled bars (each answer, its count and share of those who answered). */
export function PollResults({ options, tally }: { options: string[]; tally: PollTally | undefined }) {
  const answered = tally?.answered ?? 0;
  return (
    <Box component="ul" aria-label="Results" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {options.map((option, i) => {
        const count = tally?.counts[i] ?? 0;
        const percent = percentOf(count, answered);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a poll's answers keep their order, and two may read alike.
          <Box component="li" key={`${i}-${option}`} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {option}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {count} ({percent}%)
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`${option}: ${count} of ${answered}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        );
      })}
      <Typography component="li" variant="caption" color="text.secondary">
        {answered === 1 ? '1 answer' : `${answered} answers`}
      </Typography>
    </Box>
  );
}
