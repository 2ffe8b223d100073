import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSignOut } from '../../../features/auth/useSession';
import { chatBadgeText, useChatLive, useChatUnread } from '../../../features/classroom/chat/page/useChatLive';
import { activeLinkTarget, badgeText } from './sidebarActive';
import type { SidebarEntry, SidebarLink } from './sidebarItems';

interface SidebarNavProps {
  entries: readonly SidebarEntry[];
  notificationCount: number;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

const itemSx = {
  borderRadius: '10px',
  mb: 0.25,
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.contrastText' },
} as const;

const textProps = { primary: { sx: { fontWeight: 600, fontSize: '0.95rem' } } } as const;

/** A list's entry: links, groups and the sign-out button each sit in an `<li>` (a list holds only items). */
const Entry = ({ children }: { children: ReactNode }) => (
  <ListItem disablePadding sx={{ display: 'block' }}>
    {children}
  </ListItem>
);

function CountBadge({ text, id, testId }: { text: string; id: string; testId: string }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid={testId}
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 22,
          lineHeight: '20px',
          textAlign: 'center',
          borderRadius: '10px',
          fontSize: 12,
          fontWeight: 800,
          bgcolor: 'error.main',
          color: 'error.contrastText',
        }}
      >
        {text}
      </Box>
      <span id={id} hidden>
        {text} unread
      </span>
    </>
  );
}

interface LinkItemProps {
  item: SidebarLink;
  active: boolean;
  badge: { text: string; testId: string } | null;
  icon?: typeof SvgIcon;
  onNavigate?: () => void;
}

function LinkItem({ item, active, badge, icon: Icon, onNavigate }: LinkItemProps) {
  const badgeId = useId();
  return (
    <Entry>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-describedby={badge ? badgeId : undefined}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: Icon ? 2 : 7 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={item.label} slotProps={textProps} />
        {badge && <CountBadge text={badge.text} id={badgeId} testId={badge.testId} />}
      </ListItemButton>
    </Entry>
  );
}

/** The sidebar's links and groups; the active link is highlighted and its group open (platform spec 2.3). */
export function SidebarNav({ entries, notificationCount, onNavigate }: SidebarNavProps) {
  const { pathname, search } = useLocation();
  const active = activeLinkTarget(entries, pathname, search);
  const activeGroup = entries.find((entry) => entry.kind === 'group' && entry.items.some((i) => i.to === active));
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const signOut = useSignOut();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (activeGroup) setOpen((current) => ({ ...current, [activeGroup.label]: true }));
  }, [activeGroup]);

  useEffect(() => {
    if (!active) return;
    // After the group's opening animation, bring the active item into the sidebar's view.
    const timer = window.setTimeout(() => {
      navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [active]);

  // Student and tutor layouts load unread chat counts and keep them live (platform spec 2.3).
  const hasChatBadges = entries.some((entry) => entry.kind === 'link' && entry.badge?.startsWith('chat'));
  useChatLive(hasChatBadges);
  const chatUnread = useChatUnread(hasChatBadges);
  const badgeFor = (item: SidebarLink) => {
    const text =
      item.badge === 'notifications'
        ? badgeText(notificationCount)
        : item.badge === 'chatContacts'
          ? chatBadgeText(chatUnread.contacts)
          : item.badge === 'chatGroups'
            ? chatBadgeText(chatUnread.groups)
            : null;
    return text && item.badge
      ? { text, testId: item.badge === 'notifications' ? 'notification-badge' : `${item.badge}-badge` }
      : null;
  };

  return (
    <Box component="nav" aria-label="Sidebar" ref={navRef}>
      <List disablePadding>
        {entries.map((entry) => {
          const Icon = entry.icon;
          if (entry.kind === 'link') {
            return (
              <LinkItem
                key={entry.label}
                item={entry}
                icon={Icon}
                active={entry.to === active}
                badge={badgeFor(entry)}
                onNavigate={onNavigate}
              />
            );
          }
          const isOpen = Boolean(open[entry.label]);
          const containsActive = entry === activeGroup;
          const listId = `sidebar-group-${entry.label.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <Entry key={entry.label}>
              <Box role="group" aria-label={entry.label}>
                <ListItemButton
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setOpen((current) => ({ ...current, [entry.label]: !isOpen }))}
                  sx={{ ...itemSx, color: containsActive ? 'primary.main' : undefined }}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: containsActive ? 'primary.main' : undefined }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={entry.label} slotProps={textProps} />
                  <ExpandMoreRounded
                    fontSize="small"
                    sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
                  />
                </ListItemButton>
                <Collapse in={isOpen} timeout="auto" unmountOnExit>
                  <List id={listId} disablePadding>
                    {entry.items.map((item) => (
                      <LinkItem
                        key={item.to}
                        item={item}
                        active={item.to === active}
                        badge={badgeFor(item)}
                        onNavigate={onNavigate}
                      />
                    ))}
                  </List>
                </Collapse>
              </Box>
            </Entry>
          );
        })}
        <Entry>
          <ListItemButton onClick={() => signOut.mutate()} disabled={signOut.isPending} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Sign Out" slotProps={textProps} />
          </ListItemButton>
        </Entry>
      </List>
    </Box>
  );
}
