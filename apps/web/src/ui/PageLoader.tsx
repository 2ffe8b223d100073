import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { LogoMark } from './Logo';

const pulse = keyframes`
  0%, 100% { transform: rotate(0deg) scale(1); }
  50% { transform: rotate(180deg) scale(0.9); }
`;

/** The spinning logo shown while a page or layout loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 320, width: '100%' }}
    >
      <Box sx={{ animation: `${pulse} 1.4s ease-in-out infinite`, display: 'flex' }}>
        <LogoMark size={56} />
      </Box>
    </Box>
  );
}
