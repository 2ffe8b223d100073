/**
 * Linking a guardian and a student (ADR 0079), from either side: the student's page picks a guardian, the admin's
 * Guardians page picks a child. One pair of mutations (toasts, the families queries refreshed) and one picker row.
 */
import type { MemberRole } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountPicker, type PickedAccount } from '../../ui/AccountPicker';
import { useToast } from '../../ui/toast';
import { familiesKey, linkGuardian, unlinkGuardian } from './families.api';

export function useGuardianLinks() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const done = (answer: { message: string }) => {
    toast.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: familiesKey });
  };
  const onError = (e: Error) => toast.error(e.message);
  const link = useMutation({ mutationFn: linkGuardian, onSuccess: done, onError });
  const unlink = useMutation({ mutationFn: unlinkGuardian, onSuccess: done, onError });
  return { link, unlink };
}

/** An account picker of one person of `memberRole` and the button that links them; cleared once linked. */
export function LinkPicker({
  label,
  memberRole,
  name,
  button,
  busy,
  onLink,
}: {
  label: string;
  memberRole: MemberRole;
  name: string;
  button: string;
  busy: boolean;
  onLink: (key: string) => Promise<unknown>;
}) {
  const [picked, setPicked] = useState<PickedAccount[]>([]);
  const key = picked[0]?.key;
  const submit = () => {
    if (!key) return;
    // A refusal is told by the mutation's toast; the choice stays for another try.
    onLink(key).then(
      () => setPicked([]),
      () => undefined,
    );
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <AccountPicker
          label={label}
          memberRole={memberRole}
          max={1}
          allowTyped={false}
          value={picked}
          onChange={setPicked}
          name={name}
        />
      </Box>
      <Button variant="contained" onClick={submit} disabled={!key || busy}>
        {button}
      </Button>
    </Box>
  );
}

/** The people on the other side of a family's links, each with an Unlink button when `onUnlink` is given. */
export function LinkedList({
  label,
  people,
  onUnlink,
}: {
  label?: string;
  people: { key: string; name: string; detail: string }[];
  onUnlink?: (key: string) => void;
}) {
  return (
    <List dense disablePadding aria-label={label}>
      {people.map((p) => (
        <ListItem key={p.key} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText primary={p.name} secondary={p.detail} />
          {onUnlink && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => onUnlink(p.key)}
              aria-label={`Unlink ${p.name}`}
            >
              Unlink
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}
