import type { ProgramSummary } from '@chalkline/contracts';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatLongDateTime } from '../../lib/format';
import { accountsPaths } from '../../lib/paths';
import { fileUrl, programPath } from './programs.api';

/** "No Classes Held", "1 Class Held" or "N Classes Held" (platform spec 2.7). */
export const classesHeldText = (count: number): string =>
  count === 0 ? 'No Classes Held' : `${count} ${count === 1 ? 'Class' : 'Classes'} Held`;

/** The group messages link (platform spec 2.2: groups&program={slug}) opens the program's group chat. */
export const groupMessagesLink = (slug: string): string =>
  `${accountsPaths.chat}?tab=groups&program=${encodeURIComponent(slug)}`;

/** Where the next-lesson link goes: the viewer's schedules from that time (platform spec 2.2). */
export const nextScheduleLink = (time: string): string => `${accountsPaths.schedules}?time=${encodeURIComponent(time)}`;

export interface ProgramCardProps {
  program: ProgramSummary;
  /** Signed-in cards show classes held, the next lesson and unread chats; public cards do not. */
  personal?: boolean;
}

/** A program: thumbnail, title (linking to `programs/{categorySlug}/{slug}`), category and, for members, progress. */
export function ProgramCard({ program, personal = false }: ProgramCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {program.thumbnail ? (
        <CardMedia component="img" height={140} image={fileUrl(program.thumbnail)} alt="" />
      ) : (
        <Box
          aria-hidden
          sx={{
            height: 96,
            background: (t) => `linear-gradient(120deg, ${t.palette.primary.light}, ${t.palette.secondary.light})`,
          }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Chip size="small" label={program.category.title} sx={{ mb: 1 }} />
        <Link component={RouterLink} to={programPath(program)} underline="hover" color="inherit">
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {program.title}
          </Typography>
        </Link>
        {program.summary && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {program.summary}
          </Typography>
        )}
        {personal && (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            {classesHeldText(program.classesHeld.length)}
          </Typography>
        )}
      </CardContent>
      {personal && (
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          {program.nextSchedule ? (
            <Link
              component={RouterLink}
              to={nextScheduleLink(program.nextSchedule)}
              variant="body2"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <EventRounded fontSize="small" /> Next: {formatLongDateTime(program.nextSchedule)}
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No upcoming class
            </Typography>
          )}
          <IconButton
            component={RouterLink}
            to={groupMessagesLink(program.slug)}
            aria-label={`Group messages, ${program.unreadChatsCount} unread`}
            data-testid="program-group-link"
          >
            <Badge
              badgeContent={program.unreadChatsCount > 0 ? `${program.unreadChatsCount}+` : 0}
              color="error"
              data-testid="program-unread"
            >
              <ChatBubbleOutlineRounded color="action" />
            </Badge>
          </IconButton>
        </CardActions>
      )}
    </Card>
  );
}
