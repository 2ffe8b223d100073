/** The style popover: stroke colour, fill colour (or none) and stroke width 1–20. */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { clampStrokeWidth } from './limits';
import { palette } from './toolList';
import { limits, type ToolStyle } from './types';

interface SwatchesProps {
  label: string;
  value: string | undefined;
  onChange: (colour: string | undefined) => void;
  allowNone?: boolean;
}

function Swatches({ label, value, onChange, allowNone }: SwatchesProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box role="radiogroup" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxWidth: 220 }}>
        {allowNone && (
          <ButtonBase
            role="radio"
            aria-checked={value === undefined}
            aria-label="No fill"
            onClick={() => onChange(undefined)}
            sx={swatchSx(value === undefined, 'linear-gradient(135deg, #fff 45%, #f44336 50%, #fff 55%)')}
          />
        )}
        {palette.map((colour) => (
          <ButtonBase
            key={colour}
            role="radio"
            aria-checked={value === colour}
            aria-label={colour}
            onClick={() => onChange(colour)}
            sx={swatchSx(value === colour, colour)}
          />
        ))}
        <Box
          component="input"
          type="color"
          aria-label={`Other ${label.toLowerCase()}`}
          value={value ?? '#ffffff'}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          sx={{ width: 24, height: 24, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
        />
      </Box>
    </Box>
  );
}

const swatchSx = (selected: boolean, background: string) => ({
  width: 24,
  height: 24,
  borderRadius: '50%',
  background,
  border: '1px solid rgba(0,0,0,0.25)',
  outline: selected ? '2px solid #1976d2' : 'none',
  outlineOffset: 2,
});

export function StylePicker({ style, onChange }: { style: ToolStyle; onChange: (style: ToolStyle) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Colour and width">
        <IconButton aria-label="Colour and width" size="small" onClick={(event) => setAnchor(event.currentTarget)}>
          <Box
            sx={{
              width: 20,
              height: 20,
              borderRadius: '50%',
              bgcolor: style.fillColor ?? 'transparent',
              border: `${Math.min(6, Math.max(2, style.strokeWidth / 2))}px solid ${style.strokeColor}`,
            }}
          />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2 } } }}
      >
        <Swatches
          label="Stroke colour"
          value={style.strokeColor}
          onChange={(strokeColor) => onChange({ ...style, strokeColor: strokeColor ?? limits.defaultColor })}
        />
        <Swatches
          label="Fill colour"
          value={style.fillColor}
          allowNone
          onChange={(fillColor) => onChange({ ...style, fillColor })}
        />
        <Typography variant="caption" color="text.secondary" id="whiteboard-width-label">
          Stroke width: {style.strokeWidth}
        </Typography>
        <Slider
          aria-labelledby="whiteboard-width-label"
          min={limits.strokeWidth.min}
          max={limits.strokeWidth.max}
          step={1}
          value={style.strokeWidth}
          onChange={(_event, value) => onChange({ ...style, strokeWidth: clampStrokeWidth(value as number) })}
          size="small"
        />
      </Popover>
    </>
  );
}
