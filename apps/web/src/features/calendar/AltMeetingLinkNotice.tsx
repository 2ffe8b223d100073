import { altMeetingLinkTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useWebsiteSettings } from '../site/website.api';

/**
 * The school's Alternative Meeting Link beside lessons, with the text that it is the fallback when the classroom
 * will not connect (issue 31, ADR 0062); nothing when the school has none. `line` fits inside a lesson card,
 * `banner` heads a list of lessons.
 */
export function AltMeetingLinkNotice({ variant = 'line' }: { variant?: 'line' | 'banner' }) {
  const { data } = useWebsiteSettings(['ALT_MEETING_LINK'] as const);
  const link = data?.ALT_MEETING_LINK;
  if (!link?.url) return null;
  const text = (
    <>
      <strong>{altMeetingLinkTexts.heading}</strong> {altMeetingLinkTexts.short}{' '}
      <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {link.label || altMeetingLinkTexts.defaultLabel}
      </Link>
    </>
  );
  if (variant === 'banner')
    return (
      <Alert severity="info" variant="outlined" role="note" aria-label="Alternative meeting link">
        {text}
      </Alert>
    );
  return (
    <Typography variant="body2" color="text.secondary" role="note" aria-label="Alternative meeting link">
      {text}
    </Typography>
  );
}
