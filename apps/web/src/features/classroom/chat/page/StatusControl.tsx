import type { OnlineStatus } from '@chalkline/contracts';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useToast } from '../../../../ui/toast';
import { statusColors, statusLabels } from './ChatLists';
import { setMyStatus, useMyStatus } from './livePresence';

const choices = [
  { status: 'ONLINE', label: 'Online', hint: 'People see you are here' },
  { status: 'BUSY', label: 'Busy', hint: 'People see you would rather not be disturbed' },
] as const;

/** The dot of a status, in the colours the contact list uses. */
function StatusDot({ status }: { status: OnlineStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusColors[status], flexShrink: 0 }}
    />
  );
}

/**
 * The signed-in person's own status in the sidebar (ADR 0063): what others see now, and a menu to set or clear
 * Busy. Online, recently online and offline are worked out by the server; ON_CALL shows while in a classroom.
 */
export function StatusControl() {
  const status = useMyStatus();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const menuId = useId();
  const shown: OnlineStatus = status ?? 'OFFLINE';
  const chosen = status === 'BUSY' ? 'BUSY' : 'ONLINE';

  const choose = async (next: 'ONLINE' | 'BUSY') => {
    setAnchor(null);
    if (next === chosen && status !== null) return;
    setSaving(true);
    try {
      await setMyStatus(next);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={saving || status === null}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`Your status: ${statusLabels[shown]}. Change status`}
        data-testid="my-status"
        endIcon={<ExpandMoreRounded fontSize="small" />}
        sx={{ justifyContent: 'flex-start', gap: 0.5, px: 1, fontWeight: 700, textTransform: 'none', minHeight: 32 }}
      >
        <StatusDot status={shown} />
        <Box component="span" sx={{ ml: 0.75 }}>
          {status === null ? 'Connecting…' : statusLabels[shown]}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((c) => (
          <MenuItem
            key={c.status}
            role="menuitemradio"
            aria-checked={chosen === c.status}
            selected={chosen === c.status}
            onClick={() => void choose(c.status)}
          >
            <ListItemIcon>
              {chosen === c.status ? <CheckRounded fontSize="small" /> : <StatusDot status={c.status} />}
            </ListItemIcon>
            <ListItemText primary={c.label} secondary={c.hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
