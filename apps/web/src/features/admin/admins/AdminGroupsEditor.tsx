import {
  type Actor,
  type AdminPermission,
  type AdminPermissionGroup,
  adminPermissionGroups,
  mayGrant,
  ordinaryPermissions,
} from '@chalkline/contracts';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface AdminGroupsEditorProps {
  /** The manager's permissions as they stand in the form. */
  value: readonly AdminPermission[];
  onChange: (next: AdminPermission[]) => void;
  /** Who is editing: they may only give or take what `mayGrant` allows (restricted groups: masters only). */
  editor: Actor;
  disabled?: boolean;
}

const groups = Object.entries(adminPermissionGroups) as [
  AdminPermissionGroup,
  (typeof adminPermissionGroups)[AdminPermissionGroup],
][];
const permissionOf = (group: AdminPermissionGroup, action: string) => `${group}.${action}` as AdminPermission;
const actionsOf = (group: AdminPermissionGroup) => Object.keys(adminPermissionGroups[group].actions);

/**
 * The permission groups of platform spec 6.1, one checkbox per group (its page) with a checkbox per action
 * (ADR 0026). Giving an action gives its page too; taking the page away takes its actions. Restricted groups are
 * marked, and only a master may tick them; what the editor may not change stays as it is, greyed out.
 */
export function AdminGroupsEditor({ value, onChange, editor, disabled = false }: AdminGroupsEditorProps) {
  const held = new Set(value);
  const may = (p: AdminPermission) => !disabled && mayGrant(editor, p);

  const toggle = (group: AdminPermissionGroup, action: string, on: boolean) => {
    const next = new Set(held);
    const p = permissionOf(group, action);
    if (on) {
      next.add(p);
      if (may(permissionOf(group, 'access'))) next.add(permissionOf(group, 'access'));
    } else {
      next.delete(p);
      if (action === 'access')
        for (const other of actionsOf(group))
          if (may(permissionOf(group, other))) next.delete(permissionOf(group, other));
    }
    onChange([...next]);
  };

  /** Every ordinary group the editor may give, on or off; what they may not change is left alone. */
  const setAllOrdinary = (on: boolean) => {
    const next = new Set(held);
    for (const p of ordinaryPermissions) if (may(p)) on ? next.add(p) : next.delete(p);
    onChange([...next]);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setAllOrdinary(true)} disabled={disabled}>
          All ordinary groups
        </Button>
        <Button size="small" onClick={() => setAllOrdinary(false)} disabled={disabled}>
          Clear ordinary groups
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {groups.map(([group, spec]) => {
          const extra = actionsOf(group).filter((action) => action !== 'access');
          return (
            <Box
              key={group}
              component="fieldset"
              aria-label={spec.label}
              sx={{
                m: 0,
                px: 1.5,
                py: 1,
                border: 1,
                borderColor: spec.restricted ? 'warning.light' : 'divider',
                borderRadius: 2,
                minWidth: 0,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      checked={held.has(permissionOf(group, 'access'))}
                      disabled={!may(permissionOf(group, 'access'))}
                      onChange={(event) => toggle(group, 'access', event.target.checked)}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 600 }}>{spec.label}</Typography>}
                />
                {spec.restricted && (
                  <Chip size="small" color="warning" variant="outlined" icon={<LockRounded />} label="Restricted" />
                )}
              </Box>
              {extra.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, pl: { xs: 2, sm: 4 } }}>
                  {extra.map((action) => (
                    <FormControlLabel
                      key={action}
                      control={
                        <Checkbox
                          size="small"
                          checked={held.has(permissionOf(group, action))}
                          disabled={!may(permissionOf(group, action))}
                          onChange={(event) => toggle(group, action, event.target.checked)}
                        />
                      }
                      label={(spec.actions as Record<string, string>)[action]}
                    />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
