import { messages } from '@chalkline/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface PermissionDeniedProps {
  /** Where the "Go back home" button leads. */
  homeHref?: string;
}

/** Shown in place of a page the signed-in user may not open (platform spec 2.4 and 8). */
export function PermissionDenied({ homeHref = '/' }: PermissionDeniedProps) {
  return (
    <Box
      role="alert"
      sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', gap: 2, py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'warning.light',
          color: 'warning.contrastText',
        }}
      >
        <LockOutlined fontSize="large" />
      </Box>
      <Typography variant="h6" component="p">
        {messages.permissionDenied}
      </Typography>
      <Button component={RouterLink} to={homeHref} variant="outlined">
        Go back home
      </Button>
    </Box>
  );
}
