import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { resourceLinks } from './navigation';

interface ResourcesMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Resources menu's popup, a chunk of its own: MUI's Menu brings Popover, Modal and List (ADR 0033). */
export function ResourcesMenuList({ id, anchor, onClose }: ResourcesMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
    >
      {resourceLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
