import { lowBandwidthTexts } from '@chalkline/contracts';
import SignalCellularAltRounded from '@mui/icons-material/SignalCellularAltRounded';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useIncomingVideo } from './useIncomingVideo';

/**
 * Low-bandwidth mode's state in the header while cameras are reduced or off (ADR 0081), and a polite live region
 * that says each change wherever the person's focus is.
 */
export function IncomingVideoIndicator({ compact }: { compact: boolean }) {
  const { state } = useIncomingVideo();
  const text = lowBandwidthTexts.states[state];
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {state === 'full' ? '' : text}
      </Box>
      {state !== 'full' && (
        <Tooltip title={text}>
          {/* The tooltip names it (aria-label): as an image, a phone's icon-only indicator may carry that name. */}
          <Box
            role="img"
            data-testid="incoming-video-indicator"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: '#ffd166',
              fontSize: 13,
              fontWeight: 700,
              whiteSpace: 'nowrap',
            }}
          >
            <SignalCellularAltRounded sx={{ fontSize: 18 }} aria-hidden />
            {compact ? null : state === 'lowLayers' ? 'Lower quality' : 'Cameras paused'}
          </Box>
        </Tooltip>
      )}
    </>
  );
}
