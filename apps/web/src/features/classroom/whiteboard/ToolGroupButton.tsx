import type { WhiteboardTool } from '@chalkline/contracts';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import { useState } from 'react';
import { type ToolGroup, toolEntry } from './toolList';

/**
 * One group of tools on a phone: a button showing the group's current (or last used) tool that opens the
 * group's tools, so every tool is two taps away and the toolbar fits a 390 px screen without scrolling.
 */
export function ToolGroupButton({
  group,
  tool,
  onToolChange,
}: {
  group: ToolGroup;
  tool: WhiteboardTool;
  onToolChange: (tool: WhiteboardTool) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = group.tools.includes(tool);
  const [last, setLast] = useState<WhiteboardTool>(group.tools[0]!);
  const shown = toolEntry(active ? tool : last);
  const menuId = `tool-group-${group.name.replaceAll(' ', '-').toLowerCase()}`;

  return (
    <>
      <ToggleButton
        value={group.name}
        size="small"
        selected={active}
        aria-label={group.name}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onChange={(event) => setAnchor(event.currentTarget)}
        sx={{ px: 0.5, py: 0.5, gap: 0 }}
      >
        {shown?.icon}
        <ArrowDropDown fontSize="small" sx={{ ml: -0.25, mr: -0.5 }} />
      </ToggleButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.tools.map((value) => {
          const entry = toolEntry(value);
          return (
            <MenuItem
              key={value}
              role="menuitemradio"
              aria-checked={value === tool}
              selected={value === tool}
              data-tool={value}
              onClick={() => {
                setLast(value);
                setAnchor(null);
                onToolChange(value);
              }}
            >
              <ListItemIcon>{entry?.icon}</ListItemIcon>
              <ListItemText>{entry?.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
