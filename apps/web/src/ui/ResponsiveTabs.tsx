import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactElement, type ReactNode, type SyntheticEvent, useId, useState } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactElement;
  content: ReactNode;
  disabled?: boolean;
}

export interface ResponsiveTabsProps {
  tabs: readonly TabItem[];
  /** Controls the active tab from outside; leave undefined for internal state starting at the first tab. */
  value?: string;
  onChange?: (value: string) => void;
  /** `sidebar` puts the tabs in a vertical side bar on wide screens; below 768 px they are always on top. */
  variant?: 'horizontal' | 'sidebar';
  ariaLabel?: string;
}

/** Scrollable, responsive tabs with an optional vertical side-bar layout (platform spec 2.6). */
export function ResponsiveTabs({ tabs, value, onChange, variant = 'horizontal', ariaLabel }: ResponsiveTabsProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [internal, setInternal] = useState(tabs[0]?.value ?? '');
  const baseId = useId();
  const active = value ?? internal;
  const vertical = variant === 'sidebar' && !isMobile;

  const handleChange = (_event: SyntheticEvent, next: string) => {
    setInternal(next);
    onChange?.(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', gap: vertical ? 3 : 0, width: '100%' }}>
      <Tabs
        value={active}
        onChange={handleChange}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={ariaLabel}
        sx={
          vertical
            ? {
                borderRight: 1,
                borderColor: 'divider',
                minWidth: 200,
                flexShrink: 0,
                '& .MuiTab-root': { alignItems: 'flex-start' },
              }
            : { borderBottom: 1, borderColor: 'divider' }
        }
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            icon={tab.icon}
            iconPosition="start"
            disabled={tab.disabled}
            id={`${baseId}-tab-${tab.value}`}
            aria-controls={`${baseId}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          hidden={tab.value !== active}
          id={`${baseId}-panel-${tab.value}`}
          aria-labelledby={`${baseId}-tab-${tab.value}`}
          sx={{ flex: 1, minWidth: 0, pt: vertical ? 0 : 3 }}
        >
          {tab.value === active && tab.content}
        </Box>
      ))}
    </Box>
  );
}
