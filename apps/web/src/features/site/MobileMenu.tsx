import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import {
  bookADemoPath,
  headerLinks,
  isActivePath,
  mobileAccountLinks,
  type NavLinkItem,
  resourceLinks,
} from './navigation';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

function LinkList({ links, onClose }: { links: readonly NavLinkItem[]; onClose: () => void }) {
  const { pathname } = useLocation();
  return links.map((link) => (
    <ListItemButton
      key={`${link.label}-${link.to}`}
      component={RouterLink}
      to={link.to}
      onClick={onClose}
      selected={isActivePath(pathname, link.to)}
      sx={{ borderRadius: '10px' }}
    >
      <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
    </ListItemButton>
  ));
}

/** The collapsed header menu of narrow screens, with the account entries (platform spec 2.4). */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 88vw)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo size={32} />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile" sx={{ px: 1.5, py: 1, overflowY: 'auto' }}>
        <List disablePadding>
          <LinkList links={headerLinks} onClose={onClose} />
        </List>
        <List disablePadding subheader={<ListSubheader disableSticky>Resources</ListSubheader>}>
          <LinkList links={resourceLinks} onClose={onClose} />
        </List>
        <List disablePadding subheader={<ListSubheader disableSticky>Account</ListSubheader>}>
          <LinkList links={mobileAccountLinks} onClose={onClose} />
        </List>
        <Box sx={{ p: 1.5 }}>
          <Button
            component={RouterLink}
            to={bookADemoPath}
            onClick={onClose}
            variant="contained"
            color="warning"
            fullWidth
          >
            Book a Demo
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
