import type { CalendarFeedCreatedResponse } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { formatLongDateTime } from '../../lib/format';
import { CopyButton } from '../../ui/CopyButton';
import { SectionCard } from '../../ui/SectionCard';
import { useToast } from '../../ui/toast';
import { calendarFeedKey, fetchCalendarFeed, turnOffCalendarFeed, turnOnCalendarFeed } from './calendar.api';

type NewAddress = CalendarFeedCreatedResponse['data'];

/** The address just made: shown once (only its hash is kept), with Copy and a link that opens the calendar app. */
function AddressPanel({ address }: { address: NewAddress }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="warning">
        Copy this address now: it is shown only once. Anyone who has it can see your calendar, so keep it private.
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Calendar address"
          value={address.url}
          size="small"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(event) => event.target.select()}
          sx={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <CopyButton text={address.url} label="Copy address" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Google Calendar: Other calendars, then From URL. Outlook: Add calendar, then Subscribe from web. Apple Calendar:{' '}
        <a href={address.webcalUrl}>open it in your calendar app</a>. Calendars check for changes every few hours.
      </Typography>
    </Box>
  );
}

/**
 * Account Settings' calendar feed (issue 31, ADR 0062): turn it on, copy its address once, get a new address (the
 * old one stops working) or turn it off.
 */
export function CalendarFeedSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });
  const [address, setAddress] = useState<NewAddress | null>(null);
  const turnOn = useMutation({
    mutationFn: turnOnCalendarFeed,
    onSuccess: (answer) => {
      setAddress(answer.data);
      queryClient.setQueryData(calendarFeedKey, answer.data.feed);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(error.message),
  });
  const turnOff = useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (answer) => {
      setAddress(null);
      void queryClient.invalidateQueries({ queryKey: calendarFeedKey });
      toast.success(answer.message);
    },
    onError: (error) => toast.error(error.message),
  });
  const busy = turnOn.isPending || turnOff.isPending;

  let content: ReactNode;
  if (status.isPending) content = <Skeleton variant="rounded" height={56} />;
  else if (status.isError) content = <Alert severity="error">{status.error.message}</Alert>;
  else if (!status.data.enabled)
    content = (
      <Button variant="contained" onClick={() => turnOn.mutate()} disabled={busy} sx={{ justifySelf: 'start' }}>
        Turn on calendar feed
      </Button>
    );
  else
    content = (
      <>
        {address ? (
          <AddressPanel address={address} />
        ) : (
          <Typography variant="body2">
            Your calendar feed is on
            {status.data.createdAt ? ` since ${formatLongDateTime(status.data.createdAt)}` : ''}.{' '}
            {status.data.lastFetchedAt
              ? `A calendar last read it ${formatLongDateTime(status.data.lastFetchedAt)}.`
              : 'No calendar has read it yet.'}{' '}
            Its address was shown once; to add it to another calendar, get a new address.
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => turnOn.mutate()} disabled={busy}>
            Get a new address
          </Button>
          <Button variant="outlined" color="error" onClick={() => turnOff.mutate()} disabled={busy}>
            Turn off calendar feed
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary">
          A new address or turning the feed off stops the old address at once.
        </Typography>
      </>
    );

  return (
    <SectionCard
      title="Calendar feed"
      description="See your lessons, with their classroom links, and your quiz due dates in Google Calendar, Outlook or Apple Calendar."
    >
      <Box sx={{ display: 'grid', gap: 2 }}>{content}</Box>
    </SectionCard>
  );
}
