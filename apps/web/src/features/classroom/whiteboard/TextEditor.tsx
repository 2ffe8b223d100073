/**
 * The typing box for text and labels: a 150 x 50 box over the board where the user clicked (classroom spec §9).
 * Enter (without Shift) or leaving the box keeps the text, Escape drops it.
 */
import Box from '@mui/material/Box';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Viewport } from './limits';
import { board } from './types';
import type { TextRequest } from './usePointerTools';

interface TextEditorProps {
  request: TextRequest;
  view: Viewport;
  onSubmit: (text: string) => void;
  onCancel: () => void;
  /** Called after Enter or Escape, to give the keyboard back to the board (its Delete, undo and Escape keys). */
  onKeyboardDone?: () => void;
}

export function TextEditor({ request, view, onSubmit, onCancel, onKeyboardDone }: TextEditorProps) {
  const [text, setText] = useState(request.text ?? '');
  const done = useRef(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Focus after the pointer press that opened the box has finished.
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const finish = (keep: boolean) => {
    if (done.current) return;
    done.current = true;
    if (keep && text.trim()) onSubmit(text);
    else onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') finish(false);
    else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finish(true);
    } else return;
    onKeyboardDone?.();
  };

  const fontSize = Math.max(12, Math.min(board.createdText.fontSize, board.createdText.fontSize * view.scale));
  return (
    <Box
      component="textarea"
      ref={input}
      aria-label={request.tool === 'LABEL' ? 'Label text' : 'Text'}
      data-testid="whiteboard-text-input"
      value={text}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      sx={{
        position: 'absolute',
        left: request.at.x * view.scale + view.x,
        top: request.at.y * view.scale + view.y,
        width: board.textBox.width,
        height: board.textBox.height,
        fontSize,
        lineHeight: 1.2,
        p: 0.5,
        border: '1px dashed #1976d2',
        borderRadius: 0.5,
        outline: 'none',
        resize: 'none',
        bgcolor: 'rgba(255,255,255,0.9)',
        fontFamily: 'Arial, sans-serif',
        zIndex: 2,
      }}
    />
  );
}
