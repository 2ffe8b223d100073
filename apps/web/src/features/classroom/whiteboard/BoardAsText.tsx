/**
 * The board as text (issue 35, WCAG 1.1.1 and 2.1.1): every element's kind and words in a list a screen reader reads,
 * and a form that adds text and basic shapes without a pointer. A shape added here is an ordinary element: everyone
 * sees it, undo takes it back, and the server's rules (locks, limits) apply as to a drawn one.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { createTextElement, extendElement, finishElement, newId, startElement } from './geometry';
import type { WhiteboardModel } from './model';
import { modeTools } from './toolList';
import type { Point, ToolStyle, WhiteboardElement } from './types';

/** What can be added from the keyboard: words, and the shapes a lesson uses most. */
export const keyboardKinds = ['TEXT', 'LABEL', 'RECTANGLE', 'CIRCLE', 'ELLIPSE', 'LINE', 'ARROW', 'STAR'] as const;
type KeyboardKind = (typeof keyboardKinds)[number];
const withWords = (kind: KeyboardKind) => kind === 'TEXT' || kind === 'LABEL';

const kindLabel = (tool: string) => {
  if (tool === 'IMAGE') return 'Image';
  if (tool === 'ERASER') return 'Eraser stroke';
  return modeTools.find((t) => t.tool === tool)?.label ?? tool;
};

/** One line per element: its kind, and its words when it has any ("Text: “2 + 2 = 4”"). */
export function describeElement(element: WhiteboardElement): string {
  const words = element.text?.trim();
  return words ? `${kindLabel(element.tool)}: “${words}”` : kindLabel(element.tool);
}

/** The size of a shape added from the keyboard, in board units. */
const added = { width: 200, height: 120 };

/** A shape of `kind` whose box starts at `at`, as a drag from there would have drawn it. */
export function keyboardElement(kind: KeyboardKind, at: Point, text: string, style: ToolStyle): WhiteboardElement {
  if (kind === 'TEXT' || kind === 'LABEL') return createTextElement(kind, at, text, style, newId());
  const to = { x: at.x + added.width, y: at.y + added.height };
  const element = finishElement(extendElement(startElement(kind, at, style, newId()), to));
  if (!element) throw new Error(`A ${kind} of ${added.width} x ${added.height} is never empty`);
  return element;
}

export function BoardAsText({
  model,
  style,
  centre,
}: {
  model: WhiteboardModel;
  style: ToolStyle;
  /** The middle of what the board shows now, in board units: new elements go there. */
  centre: Point;
}) {
  const elements = useSyncExternalStore(model.subscribe, model.getElements);
  const [kind, setKind] = useState<KeyboardKind>('TEXT');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (withWords(kind) && !text.trim()) return setError('Type the words to add');
    setError(null);
    // Each new one a little lower and to the right, so several added in a row do not hide each other.
    const step = (elements.length % 8) * 16;
    const at = { x: centre.x - added.width / 2 + step, y: centre.y - added.height / 2 + step };
    model.add(keyboardElement(kind, at, text.trim(), style));
    setText('');
  };

  return (
    <Box
      component="section"
      aria-label="The board as text"
      data-testid="board-as-text"
      sx={{
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        maxHeight: '45%',
        overflow: 'auto',
      }}
    >
      <Typography id={listId} variant="subtitle2" component="h3">
        On the board ({elements.length})
      </Typography>
      {elements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          The board is empty.
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby={listId} sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {elements.map((element) => (
            <li key={element.id}>
              <Typography variant="body2" component="span">
                {describeElement(element)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={add}
        aria-label="Add to the board"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as KeyboardKind)}
          sx={{ width: 160 }}
        >
          {keyboardKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {kindLabel(k)}
            </MenuItem>
          ))}
        </TextField>
        {withWords(kind) && (
          <TextField
            size="small"
            label="Words"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            sx={{ flex: '1 1 200px' }}
          />
        )}
        <Button type="submit" variant="contained">
          Add to the board
        </Button>
      </Box>
    </Box>
  );
}
