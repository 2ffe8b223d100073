import BlockRounded from '@mui/icons-material/BlockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BlockedView } from './lobbyRules';

/** A lobby that cannot go further: why, and where to go instead (classroom spec 2). */
export function BlockedScreen({ title, message, action }: BlockedView) {
  return (
    <Box
      role="alert"
      sx={{
        mx: 'auto',
        maxWidth: 520,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        py: { xs: 5, md: 8 },
        px: 3,
        bgcolor: 'background.paper',
        borderRadius: '28px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          width: 76,
          height: 76,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(245, 138, 7, 0.14)',
          color: 'warning.dark',
        }}
      >
        <BlockRounded sx={{ fontSize: 40 }} />
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={RouterLink} to={action.to} variant="contained" size="large" sx={{ mt: 1 }}>
        {action.label}
      </Button>
    </Box>
  );
}
