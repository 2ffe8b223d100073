import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextEditor } from './TextEditor';

describe('TextEditor', () => {
  it('shows a 150 x 50 typing box where the board was clicked, following the view', () => {
    render(
      <TextEditor
        request={{ tool: 'TEXT', at: { x: 100, y: 40 } }}
        view={{ scale: 2, x: 10, y: 20 }}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const box = getComputedStyle(screen.getByTestId('whiteboard-text-input'));
    expect([box.width, box.height]).toEqual(['150px', '50px']);
    expect([box.left, box.top]).toEqual(['210px', '100px']);
    expect(box.fontSize).toBe('24px');
  });

  it('keeps the text on Enter and drops it on Escape', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const onKeyboardDone = vi.fn();
    const { unmount } = render(
      <TextEditor
        request={{ tool: 'LABEL', at: { x: 0, y: 0 } }}
        view={{ scale: 1, x: 0, y: 0 }}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onKeyboardDone={onKeyboardDone}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Label text' });
    fireEvent.change(input, { target: { value: 'Photosynthesis' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(onKeyboardDone).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('Photosynthesis');
    // The board gets the keyboard back (its Escape and Delete keys work again).
    expect(onKeyboardDone).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <TextEditor
        request={{ tool: 'TEXT', at: { x: 0, y: 0 } }}
        view={{ scale: 1, x: 0, y: 0 }}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    const second = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.change(second, { target: { value: 'never mind' } });
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
