import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminPaths } from '../../lib/paths';

/** Manage Mailing's two pages: mailings (compose, sent, email settings) and the newsletter's subscribers. */
export function MailingTabs() {
  const { pathname } = useLocation();
  return (
    <Tabs
      value={pathname === adminPaths.mailingNewsletter ? 1 : 0}
      sx={{ mb: 3 }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab label="Mailings" component={RouterLink} to={adminPaths.mailing} />
      <Tab label="Newsletter subscribers" component={RouterLink} to={adminPaths.mailingNewsletter} />
    </Tabs>
  );
}
