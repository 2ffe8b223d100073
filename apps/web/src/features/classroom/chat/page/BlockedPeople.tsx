import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../ui/toast';
import { chatKeys, fetchBlocked, unblockPerson } from './chat.api';

/** A student's list of the people they blocked, each with Unblock (ADR 0064). */
export function BlockedPeople() {
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const blocked = useQuery({ queryKey: chatKeys.blocks, queryFn: fetchBlocked });
  const unblock = useMutation({
    mutationFn: unblockPerson,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: chatKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  if (!blocked.data?.length) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ mx: 1.5, alignSelf: 'start' }}>
        Blocked people ({blocked.data.length})
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Blocked people</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            Neither of you can message the other while they are blocked.
          </Typography>
          <List>
            {blocked.data.map((p) => (
              <ListItem
                key={p.key}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => unblock.mutate(p.key)} disabled={unblock.isPending}>
                    Unblock {p.name}
                  </Button>
                }
              >
                <ListItemText primary={p.name} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
