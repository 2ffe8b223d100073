/**
 * The board's background (platform spec 3.1, §8, §9): plain white, plain gray, graph paper (the default) or a
 * dot pattern, in a light or dark theme. Each person picks their own; it is not part of the shared document.
 */
import {
  platform,
  type WhiteboardBackgroundType,
  type WhiteboardTheme,
  whiteboardBackgroundTypes,
  whiteboardThemes,
} from '@chalkline/contracts';
import Wallpaper from '@mui/icons-material/Wallpaper';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface WhiteboardBackground {
  type: WhiteboardBackgroundType;
  theme: WhiteboardTheme;
  setType: (type: WhiteboardBackgroundType) => void;
  setTheme: (theme: WhiteboardTheme) => void;
}

const BackgroundContext = createContext<WhiteboardBackground | null>(null);

interface ProviderProps {
  children: ReactNode;
  initialType?: WhiteboardBackgroundType;
  initialTheme?: WhiteboardTheme;
}

/** Holds the chosen background for the board inside it. */
export function WhiteboardBackgroundProvider({
  children,
  initialType = 'graphPaper',
  initialTheme = 'light',
}: ProviderProps) {
  const [type, setType] = useState<WhiteboardBackgroundType>(initialType);
  const [theme, setTheme] = useState<WhiteboardTheme>(initialTheme);
  const value = useMemo(() => ({ type, theme, setType, setTheme }), [type, theme]);
  return <BackgroundContext.Provider value={value}>{children}</BackgroundContext.Provider>;
}

/** The board's background setting. Throws outside `WhiteboardBackgroundProvider` (platform spec §8). */
export function useWhiteboardBackground(): WhiteboardBackground {
  const value = useContext(BackgroundContext);
  if (!value) throw new Error('useWhiteboardBackground must be used inside <WhiteboardBackgroundProvider>');
  return value;
}

/** How a background is painted: the paper colour, and the grid lines or dots on it. */
export interface BackgroundPaint {
  paper: string;
  pattern: 'none' | 'grid' | 'dots';
  ink: string;
  /** Grid and dot spacing in board units. */
  cell: number;
}

const papers: Record<WhiteboardTheme, { white: string; gray: string; ink: string }> = {
  light: { white: '#ffffff', gray: '#eeeeee', ink: '#cfd8dc' },
  dark: { white: '#1e1e1e', gray: '#2d2d2d', ink: '#4a5157' },
};

/** The paint of a background type in a theme; the grid cell is platform spec §9's 60. */
export function backgroundPaint(type: WhiteboardBackgroundType, theme: WhiteboardTheme): BackgroundPaint {
  const colours = papers[theme];
  const cell = platform.whiteboardBackground.gridCell;
  switch (type) {
    case 'plainWhite':
      return { paper: colours.white, pattern: 'none', ink: colours.ink, cell };
    case 'plainGray':
      return { paper: colours.gray, pattern: 'none', ink: colours.ink, cell };
    case 'graphPaper':
      return { paper: colours.white, pattern: 'grid', ink: colours.ink, cell };
    case 'patternDots':
      return { paper: colours.white, pattern: 'dots', ink: colours.ink, cell };
  }
}

/** Labels for the background picker. */
export const backgroundLabels: Record<WhiteboardBackgroundType, string> = {
  plainWhite: 'Plain white',
  plainGray: 'Plain gray',
  graphPaper: 'Graph paper',
  patternDots: 'Dots',
};

const themeLabels: Record<WhiteboardTheme, string> = { light: 'Light theme', dark: 'Dark theme' };

/** The background menu: paper type and light or dark theme. */
export function BackgroundPicker() {
  const { type, theme, setType, setTheme } = useWhiteboardBackground();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Background">
        <IconButton aria-label="Background" size="small" onClick={(event) => setAnchor(event.currentTarget)}>
          <Wallpaper fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {whiteboardBackgroundTypes.map((option) => (
          <MenuItem key={option} selected={option === type} onClick={() => setType(option)}>
            <ListItemText>{backgroundLabels[option]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {whiteboardThemes.map((option) => (
          <MenuItem key={option} selected={option === theme} onClick={() => setTheme(option)}>
            <ListItemText>{themeLabels[option]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
