import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Emoji } from '../../../ui/Emoji';
import { emojiFontFamily } from '../emojiFont';

interface RatingCardProps {
  title: string;
  emoji?: string;
  subtitle?: string;
  message?: string;
  action?: ReactNode;
  children?: ReactNode;
}

/** The rating page's card: the page heading, a friendly emoji, and the form or a closing message. */
export function RatingCard({ title, emoji, subtitle, message, action, children }: RatingCardProps) {
  return (
    <Box
      sx={{
        minHeight: 'calc(100vh - 64px)',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(180deg, #eef4ff 0%, #f7f9fc 60%)',
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 480,
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
          textAlign: 'center',
          p: { xs: 3, sm: 5 },
          bgcolor: 'background.paper',
          borderRadius: '28px',
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 18px 40px rgba(23, 32, 58, 0.08)',
        }}
      >
        {emoji && (
          <Box component="span" aria-hidden sx={{ fontSize: 52, lineHeight: 1, fontFamily: emojiFontFamily }}>
            <Emoji char={emoji} />
          </Box>
        )}
        <Typography variant="overline" component="h1" color="primary" sx={{ fontSize: 13 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mt: -1 }}>
            {subtitle}
          </Typography>
        )}
        {message && <Typography color="text.secondary">{message}</Typography>}
        {children}
        {action}
      </Box>
    </Box>
  );
}
