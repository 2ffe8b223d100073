import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminPaths } from '../../lib/paths';

const pages = [
  { label: 'Live Now', to: adminPaths.meetings },
  { label: "Students' Classrooms", to: adminPaths.studentMeetings },
  { label: "Programs' Classrooms", to: adminPaths.programMeetings },
] as const;

/**
 * Links between the Live Classes pages: the sidebar's Live Classes group lists only the two classroom lists
 * (platform spec 2.3, word for word), so the live page at /admin/meetings is reached from here.
 */
export function LiveClassesNav() {
  const { pathname } = useLocation();
  const current = pages.find((p) => p.to === pathname)?.to ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Live Classes pages"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {pages.map((p) => (
        <Tab key={p.to} label={p.label} value={p.to} component={RouterLink} to={p.to} />
      ))}
    </Tabs>
  );
}
