import { type IncomingVideoMode, incomingVideoModes, lowBandwidthTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { IncomingVideo } from '../media/incoming-video';
import { useIncomingVideo } from './useIncomingVideo';

/**
 * The More tab's "Low-bandwidth mode" (ADR 0081): show cameras, let the network decide, or audio only — a radio
 * group reachable by keyboard (arrow keys move between choices) — and what is happening now, in words.
 */
export function LowBandwidthSection({ incoming: given }: { incoming?: IncomingVideo | null }) {
  const { mode, state, incoming } = useIncomingVideo(given);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" id="low-bandwidth-help">
        {lowBandwidthTexts.help}
      </Typography>
      <RadioGroup
        aria-label={lowBandwidthTexts.title}
        aria-describedby="low-bandwidth-help"
        value={mode}
        onChange={(event) => incoming?.setMode(event.target.value as IncomingVideoMode)}
      >
        {incomingVideoModes.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" disabled={!incoming} />}
            label={lowBandwidthTexts.modes[value]}
            sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" data-testid="incoming-video-state" data-state={state}>
        {lowBandwidthTexts.states[state]}
      </Typography>
    </Box>
  );
}
