import { hostControlTexts } from '@chalkline/contracts';
import BackHandOutlined from '@mui/icons-material/BackHandOutlined';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConnection } from '../connection/ClassroomContext';
import { lowerEveryHand, muteEveryone } from './host-control-commands';

/**
 * A host's controls over the whole class at the top of the Participants tab (ADR 0081): mute everyone and lower
 * every hand, each a plain button (keyboard reachable, named by what it does) whose result is said in a status line.
 */
export function HostControlsBar() {
  const connection = useConnection();
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setResult(await action());
    setBusy(false);
  };
  return (
    <Box sx={{ px: 2, pt: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Host controls">
        <Button
          size="small"
          variant="outlined"
          startIcon={<MicOffRounded />}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const answer = await muteEveryone(connection);
              return answer.error ?? hostControlTexts.mutedCount(answer.muted);
            })
          }
        >
          {hostControlTexts.muteAll}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<BackHandOutlined />}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const answer = await lowerEveryHand(connection);
              return answer.error ?? hostControlTexts.loweredCount(answer.lowered);
            })
          }
        >
          {hostControlTexts.lowerHands}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" role="status" aria-live="polite">
        {result}
      </Typography>
    </Box>
  );
}
