import { type PasswordStrength, passwordStrength } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const levels: Record<PasswordStrength, { label: string; color: 'error' | 'warning' | 'success'; value: number }> = {
  [-1]: { label: 'Weak', color: 'error', value: 33 },
  0: { label: 'Medium', color: 'warning', value: 66 },
  1: { label: 'Strong', color: 'success', value: 100 },
};

/**
 * The live strength of a new password (platform spec 5.2): weak in red, medium in orange, strong in green.
 * Nothing shows until something is typed.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = levels[strength];
  return (
    <Box data-strength={strength} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={level.value}
        color={level.color}
        aria-label="Strength"
        aria-valuetext={level.label}
        sx={{ flex: 1, height: 6, borderRadius: '3px' }}
      />
      <Typography variant="caption" role="status" sx={{ color: `${level.color}.main`, fontWeight: 700, minWidth: 56 }}>
        {level.label}
      </Typography>
    </Box>
  );
}
