import { type ChatContact, canAsAdmin, chatTexts, mayBlockInChat, type ProgramRoom } from '@chalkline/contracts';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { actorOf, userCan } from '../../../../lib/permissions';
import { PageLoader } from '../../../../ui/PageLoader';
import { useToast } from '../../../../ui/toast';
import { avatarSource } from '../../../accounts/UserAvatar';
import { useSession } from '../../../auth/useSession';
import { BlockedPeople } from './BlockedPeople';
import { ContactList, contactName, GroupList, statusLabels } from './ChatLists';
import { type ConversationInfo, ConversationView } from './ConversationView';
import { chatKeys, fetchContacts, fetchProgramRooms, joinGroup, startConversation } from './chat.api';
import { ReportedMessages } from './ReportedMessages';
import { useChatLive } from './useChatLive';
import type { Me } from './useConversation';

type TabKey = 'contacts' | 'groups' | 'reports';

/**
 * The Chat page (`/accounts/chat`, `?tab=groups`, admin `/admin/chat`): contacts and program groups beside the
 * open conversation; below 1024 px one or the other. `?program={slug}` opens a program's group (the program
 * card's link), `?with={key}` a direct conversation with a person.
 */
export function ChatPage() {
  const user = useSession();
  const toast = useToast();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width:1024px)');
  const mayModerate = userCan(user, 'chat.readReported');
  // Admins see every group (to join) and find anyone by name.
  const isAdmin = user ? canAsAdmin(actorOf(user), 'chat.group') : false;
  const tab: TabKey =
    params.get('tab') === 'groups' ? 'groups' : params.get('tab') === 'reports' && mayModerate ? 'reports' : 'contacts';
  const room = params.get('room');
  const [search, setSearch] = useState('');
  const [startError, setStartError] = useState<string | null>(null);
  useChatLive(true);

  // No polling: statuses arrive over the chat socket (`useLivePresence`, ADR 0063).
  const contacts = useQuery({ queryKey: chatKeys.contacts(search), queryFn: () => fetchContacts(search) });
  const groups = useQuery({ queryKey: chatKeys.groups, queryFn: fetchProgramRooms });

  const me: Me | null = useMemo(
    () =>
      user
        ? {
            key: user.key,
            firstName: user.firstName,
            lastName: user.lastName,
            otherNames: user.otherNames,
            avatar: user.avatar,
            gender: user.gender,
          }
        : null,
    [user],
  );

  const select = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next))
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    setParams(merged);
  };

  // `?program={slug}` (the program card's group link) opens that program's group.
  const programSlug = params.get('program');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the link's slug and the loaded groups only
  useEffect(() => {
    if (!programSlug || !groups.data) return;
    const found = groups.data.find((g) => g.program.slug === programSlug);
    if (found && found.key !== room) select({ room: found.key, program: null, tab: 'groups' });
  }, [programSlug, groups.data]);

  // `?with={key}` opens (or refuses) a direct conversation with that person.
  const withKey = params.get('with');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link
  useEffect(() => {
    if (!withKey) return;
    setStartError(null);
    startConversation(withKey)
      .then((contact) => {
        void client.invalidateQueries({ queryKey: chatKeys.all });
        select({ room: contact.room, with: null, tab: null });
      })
      .catch((error: Error) => {
        setStartError(error.message);
        select({ with: null });
      });
  }, [withKey]);

  const join = useMutation({
    mutationFn: (g: ProgramRoom) => joinGroup(g.program.key),
    onSuccess: (answer, g) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: chatKeys.all });
      select({ room: g.key });
    },
    onError: (error) => toast.error(error.message),
  });

  const contact = contacts.data?.find((c) => c.room === room);
  const group = groups.data?.find((g) => g.key === room);
  const info: ConversationInfo | null = contact
    ? {
        room: contact.room,
        title: contactName(contact),
        subtitle: statusLabels[contact.status],
        avatar: avatarSource(contact),
        others: { keys: [contact.key] },
        block:
          user && mayBlockInChat(actorOf(user), contact.memberRole)
            ? { key: contact.key, name: contactName(contact) }
            : undefined,
      }
    : group
      ? {
          room: group.key,
          title: group.program.title,
          subtitle: `${group.members} members`,
          avatar: group.program.thumbnail ?? undefined,
          others: { count: Math.max(group.members - 1, 0) },
        }
      : null;

  if (!user || !me) return <PageLoader />;

  const list = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => select({ tab: value === 'contacts' ? null : value, room: null })}
        variant="fullWidth"
        aria-label="Conversations"
      >
        <Tab value="contacts" label="Chats" />
        <Tab value="groups" label="Groups" />
        {mayModerate && <Tab value="reports" label="Reported" />}
      </Tabs>
      {tab === 'contacts' && (
        <TextField
          size="small"
          placeholder={isAdmin ? 'Find anyone by name or email' : 'Search contacts'}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mx: 1.5, my: 1.5, width: 'calc(100% - 24px)' }}
          slotProps={{
            htmlInput: { maxLength: 100, 'aria-label': 'Search contacts' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {tab === 'contacts' && userCan(user, 'chat.block') && <BlockedPeople />}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {tab === 'contacts' &&
          (contacts.data?.length ? (
            <ContactList
              contacts={contacts.data}
              selected={room}
              onSelect={(c: ChatContact) => select({ room: c.room })}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {contacts.isLoading ? 'Loading…' : chatTexts.noContacts}
            </Typography>
          ))}
        {tab === 'groups' &&
          (groups.data?.length ? (
            <GroupList
              groups={groups.data}
              selected={room}
              onSelect={(g) => select({ room: g.key })}
              onJoin={isAdmin ? (g) => join.mutate(g) : undefined}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {groups.isLoading ? 'Loading…' : chatTexts.noGroups}
            </Typography>
          ))}
      </Box>
    </Box>
  );

  const conversation =
    tab === 'reports' ? (
      <ReportedMessages />
    ) : group && !group.joined ? (
      <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, height: '100%', p: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>{group.program.title}</Typography>
        <Typography color="text.secondary">Join this group to read and write its messages.</Typography>
        <Button variant="contained" onClick={() => join.mutate(group)} disabled={join.isPending}>
          Join this group
        </Button>
        {!wide && <Button onClick={() => select({ room: null })}>Back</Button>}
      </Box>
    ) : info ? (
      <ConversationView key={info.room} info={info} me={me} onBack={wide ? undefined : () => select({ room: null })} />
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
        <Typography color="text.secondary">Choose a conversation to start chatting.</Typography>
      </Box>
    );

  const showConversation = wide || Boolean(info) || tab === 'reports';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {/* The page's name for screen readers; the tabs and lists say it to everyone else. */}
      <Box
        component="h1"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          m: 0,
        }}
      >
        {tab === 'groups' ? 'Groups' : 'Chat'}
      </Box>
      {startError && (
        <Alert severity="info" onClose={() => setStartError(null)} data-testid="chat-start-error">
          {startError}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? '340px 1fr' : '1fr',
          height: { xs: 'calc(100dvh - 140px)', md: 'calc(100dvh - 170px)' },
          minHeight: 420,
          overflow: 'hidden',
          borderRadius: 3,
        }}
      >
        {(wide || !showConversation) && (
          <Box sx={{ borderRight: wide ? 1 : 0, borderColor: 'divider', minHeight: 0 }}>{list}</Box>
        )}
        {showConversation && (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {wide || tab !== 'reports' ? (
              conversation
            ) : (
              <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Button onClick={() => select({ tab: null })} sx={{ alignSelf: 'start', m: 1 }}>
                  Back
                </Button>
                {conversation}
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
