/**
 * The whiteboard toolbar: drawing and selection modes, undo and redo, image upload, style, zoom, background,
 * PNG export and close. Buttons carry `aria-label`s (and `data-tool` for modes) for tests.
 */
import type { WhiteboardTool } from '@chalkline/contracts';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { BackgroundPicker } from './background';
import { StylePicker } from './StylePicker';
import { ToolGroupButton } from './ToolGroupButton';
import { modeTools, toolGroups } from './toolList';
import type { ToolStyle } from './types';

export interface ToolbarProps {
  tool: WhiteboardTool;
  onToolChange: (tool: WhiteboardTool) => void;
  style: ToolStyle;
  onStyleChange: (style: ToolStyle) => void;
  zoom: number;
  onZoom: (direction: 1 | -1) => void;
  onZoomReset: () => void;
  onUndo: () => void;
  onRedo: () => void;
  /** An image file was picked (checked and uploaded by the panel). */
  onImage: (file: File) => void;
  uploading: boolean;
  onExport: () => void;
  onClose?: () => void;
  /** More controls before the close button (the panel's Whiteboards button). */
  children?: ReactNode;
  /** Tools in four groups (phones); by default under 600 px wide. */
  grouped?: boolean;
}

function Action({
  label,
  onClick,
  children,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton aria-label={label} size="small" onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function Toolbar(props: ToolbarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const grouped = props.grouped ?? phone;
  const fileInput = useRef<HTMLInputElement>(null);
  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onImage(file);
  };
  return (
    <Box
      role="toolbar"
      aria-label="Whiteboard tools"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {/* The tools wrap onto a second line when the board is narrow. On a phone the sixteen mode tools become
          four group buttons (each opens its tools), so the whole toolbar fits in two lines with no sideways
          scrolling and every tool is one or two taps away. */}
      <Box sx={{ display: 'contents' }}>
        {grouped ? (
          <Box role="group" aria-label="Tool" sx={{ display: 'flex', gap: 0.25, flexShrink: 0 }}>
            {toolGroups.map((group) => (
              <ToolGroupButton key={group.name} group={group} tool={props.tool} onToolChange={props.onToolChange} />
            ))}
          </Box>
        ) : (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={props.tool}
            onChange={(_event, next: WhiteboardTool | null) => next && props.onToolChange(next)}
            aria-label="Tool"
            sx={{ flexWrap: 'wrap', flexShrink: 0 }}
          >
            {modeTools.map(({ tool, label, icon }) => (
              <Tooltip key={tool} title={label}>
                <ToggleButton value={tool} aria-label={label} data-tool={tool} sx={{ px: 0.75 }}>
                  {icon}
                </ToggleButton>
              </Tooltip>
            ))}
          </ToggleButtonGroup>
        )}
        <Action label="Add an image" onClick={() => fileInput.current?.click()} disabled={props.uploading}>
          <AddPhotoAlternate fontSize="small" />
        </Action>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={pickImage}
          data-testid="whiteboard-image-input"
        />
        <Divider orientation="vertical" flexItem />
        <Action label="Undo" onClick={props.onUndo}>
          <Undo fontSize="small" />
        </Action>
        <Action label="Redo" onClick={props.onRedo}>
          <Redo fontSize="small" />
        </Action>
        <StylePicker style={props.style} onChange={props.onStyleChange} />
        <Divider orientation="vertical" flexItem />
        <Action label="Zoom out" onClick={() => props.onZoom(-1)}>
          <ZoomOut fontSize="small" />
        </Action>
        <Tooltip title="Back to 100%">
          {/* The name carries the visible percentage (WCAG 2.5.3 label in name). */}
          <Button
            size="small"
            onClick={props.onZoomReset}
            aria-label={`Zoom level ${Math.round(props.zoom * 100)}%`}
            sx={{ minWidth: 56 }}
          >
            {Math.round(props.zoom * 100)}%
          </Button>
        </Tooltip>
        <Action label="Zoom in" onClick={() => props.onZoom(1)}>
          <ZoomIn fontSize="small" />
        </Action>
        <BackgroundPicker />
        <Action label="Download as PNG" onClick={props.onExport}>
          <Download fontSize="small" />
        </Action>
      </Box>
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        {props.children}
        {props.onClose && (
          <Action label="Close whiteboard" onClick={props.onClose}>
            <Close fontSize="small" />
          </Action>
        )}
      </Box>
    </Box>
  );
}
