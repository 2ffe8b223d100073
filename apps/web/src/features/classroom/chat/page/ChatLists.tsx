import type { ChatContact, OnlineStatus, ProgramRoom } from '@chalkline/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { avatarSource } from '../../../accounts/UserAvatar';
import { chatBadgeText } from './useChatLive';

/** Presence words and colours (platform spec 3.1). */
export const statusLabels: Record<OnlineStatus, string> = {
  ONLINE: 'Online',
  RECENTLY_ONLINE: 'Recently online',
  BUSY: 'Busy',
  ON_CALL: 'In a class',
  OFFLINE: 'Offline',
};
export const statusColors: Record<OnlineStatus, string> = {
  ONLINE: '#2e7d32',
  RECENTLY_ONLINE: '#f9a825',
  BUSY: '#d32f2f',
  ON_CALL: '#1565c0',
  OFFLINE: '#9e9e9e',
};

export const contactName = (c: Pick<ChatContact, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();

function UnreadCount({ count }: { count: number }) {
  const text = chatBadgeText(count);
  if (!text) return null;
  return (
    <Box
      component="span"
      data-testid="conversation-unread"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: '10px',
        fontSize: 12,
        fontWeight: 800,
        bgcolor: 'error.main',
        color: 'error.contrastText',
      }}
      aria-label={`${count} unread`}
    >
      {text}
    </Box>
  );
}

const preview = (last: ChatContact['lastMessage']) =>
  last ? last.text || (last.hasAttachments ? 'Sent an attachment' : '') : 'No messages yet';

export function ContactList({
  contacts,
  selected,
  onSelect,
}: {
  contacts: ChatContact[];
  selected: string | null;
  onSelect: (contact: ChatContact) => void;
}) {
  return (
    <List aria-label="Contacts" disablePadding>
      {contacts.map((c) => (
        <ListItem key={c.key} disablePadding>
          <ListItemButton selected={c.room === selected} onClick={() => onSelect(c)} data-testid="chat-contact">
            <ListItemAvatar>
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                variant="dot"
                sx={{
                  '& .MuiBadge-dot': {
                    bgcolor: statusColors[c.status],
                    width: 12,
                    height: 12,
                    borderRadius: 6,
                    border: '2px solid white',
                  },
                }}
              >
                <Avatar src={avatarSource(c)} alt="" />
              </Badge>
            </ListItemAvatar>
            <ListItemText
              primary={
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Typography component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                    {contactName(c)}
                  </Typography>
                  <UnreadCount count={c.unread} />
                </Box>
              }
              secondary={
                <>
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {statusLabels[c.status]} · {c.memberRole.charAt(0) + c.memberRole.slice(1).toLowerCase()}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: 'block' }}>
                    {preview(c.lastMessage)}
                  </Typography>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function GroupList({
  groups,
  selected,
  onSelect,
  onJoin,
}: {
  groups: ProgramRoom[];
  selected: string | null;
  onSelect: (group: ProgramRoom) => void;
  onJoin?: (group: ProgramRoom) => void;
}) {
  return (
    <List aria-label="Groups" disablePadding>
      {groups.map((g) => (
        // Join sits beside the group's button, not inside it: a button within a button is neither (WCAG 4.1.2).
        <ListItem
          key={g.key}
          disablePadding
          secondaryAction={
            !g.joined &&
            onJoin && (
              <Button size="small" variant="outlined" onClick={() => onJoin(g)}>
                Join
              </Button>
            )
          }
        >
          <ListItemButton
            selected={g.key === selected}
            onClick={() => onSelect(g)}
            data-testid="chat-group"
            sx={!g.joined && onJoin ? { pr: 11 } : undefined}
          >
            <ListItemAvatar>
              <Avatar src={g.program.thumbnail ?? undefined} alt="" variant="rounded">
                {g.program.title.charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Typography component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                    {g.program.title}
                  </Typography>
                  <UnreadCount count={g.unread} />
                </Box>
              }
              secondary={`${g.members} members · ${g.joined ? preview(g.lastMessage) : 'Not joined'}`}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
