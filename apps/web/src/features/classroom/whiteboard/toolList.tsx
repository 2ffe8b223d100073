/** The toolbar's tools with their labels and icons (platform spec 3.1 tool names). */
import type { WhiteboardTool } from '@chalkline/contracts';
import AutoFixNormal from '@mui/icons-material/AutoFixNormal';
import CropSquare from '@mui/icons-material/CropSquare';
import Delete from '@mui/icons-material/Delete';
import DonutLarge from '@mui/icons-material/DonutLarge';
import Gesture from '@mui/icons-material/Gesture';
import HighlightAlt from '@mui/icons-material/HighlightAlt';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Looks from '@mui/icons-material/Looks';
import NearMe from '@mui/icons-material/NearMe';
import NorthEast from '@mui/icons-material/NorthEast';
import PanoramaFishEye from '@mui/icons-material/PanoramaFishEye';
import PanTool from '@mui/icons-material/PanTool';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import StarBorder from '@mui/icons-material/StarBorder';
import TextFields from '@mui/icons-material/TextFields';
import type { ReactElement } from 'react';

export interface ToolEntry {
  tool: WhiteboardTool;
  label: string;
  icon: ReactElement;
}

/** Modes the board stays in until another is picked (UNDO, REDO and IMAGE are one-off actions). */
export const modeTools: readonly ToolEntry[] = [
  { tool: 'SELECT', label: 'Select', icon: <NearMe fontSize="small" /> },
  { tool: 'GROUPSELECT', label: 'Group select', icon: <HighlightAlt fontSize="small" /> },
  { tool: 'DRAG', label: 'Move the board', icon: <PanTool fontSize="small" /> },
  { tool: 'SCRIBBLE', label: 'Free hand', icon: <Gesture fontSize="small" /> },
  { tool: 'LINE', label: 'Line', icon: <HorizontalRule fontSize="small" /> },
  { tool: 'ARROW', label: 'Arrow', icon: <NorthEast fontSize="small" /> },
  { tool: 'RECTANGLE', label: 'Rectangle', icon: <CropSquare fontSize="small" /> },
  { tool: 'CIRCLE', label: 'Circle', icon: <RadioButtonUnchecked fontSize="small" /> },
  { tool: 'ELLIPSE', label: 'Ellipse', icon: <PanoramaFishEye fontSize="small" sx={{ transform: 'scaleY(0.7)' }} /> },
  { tool: 'STAR', label: 'Star', icon: <StarBorder fontSize="small" /> },
  { tool: 'RING', label: 'Ring', icon: <DonutLarge fontSize="small" /> },
  { tool: 'ARC', label: 'Arc', icon: <Looks fontSize="small" /> },
  { tool: 'TEXT', label: 'Text', icon: <TextFields fontSize="small" /> },
  { tool: 'LABEL', label: 'Label', icon: <LabelOutlined fontSize="small" /> },
  { tool: 'ERASER', label: 'Eraser', icon: <AutoFixNormal fontSize="small" /> },
  { tool: 'DELETE', label: 'Delete', icon: <Delete fontSize="small" /> },
];

/** The tools as phones show them: four groups, each one button that opens its tools (issue 14). */
export interface ToolGroup {
  name: string;
  tools: readonly WhiteboardTool[];
}

export const toolGroups: readonly ToolGroup[] = [
  { name: 'Select and move', tools: ['SELECT', 'GROUPSELECT', 'DRAG'] },
  { name: 'Draw and write', tools: ['SCRIBBLE', 'TEXT', 'LABEL'] },
  { name: 'Shapes', tools: ['LINE', 'ARROW', 'RECTANGLE', 'CIRCLE', 'ELLIPSE', 'STAR', 'RING', 'ARC'] },
  { name: 'Erase', tools: ['ERASER', 'DELETE'] },
];

/** A mode tool's entry (label and icon). */
export const toolEntry = (tool: WhiteboardTool): ToolEntry | undefined => modeTools.find((t) => t.tool === tool);

/** Stroke and fill colours offered besides the free colour picker. */
export const palette = [
  '#000000',
  '#f44336',
  '#e91e63',
  '#9c27b0',
  '#3f51b5',
  '#2196f3',
  '#009688',
  '#4caf50',
  '#ffeb3b',
  '#ff9800',
  '#795548',
  '#ffffff',
] as const;
