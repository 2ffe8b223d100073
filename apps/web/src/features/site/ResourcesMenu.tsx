import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { resourceLinks } from './navigation';

/** The header's Resources menu: News & Updates, Articles & Blog, FAQs. */
export function ResourcesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDownRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={handleOpen}
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          minWidth: 0,
          whiteSpace: 'nowrap',
          px: { md: 0.75, lg: 1.5 },
          fontSize: { md: '0.84rem', lg: '0.9375rem' },
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        Resources
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
      >
        {resourceLinks.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={handleClose}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
