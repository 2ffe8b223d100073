import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isRichTextEmpty, isValidLinkUrl, LinkDialog, RichTextEditor } from '.';

describe('isValidLinkUrl', () => {
  it('accepts web, mail and phone links and refuses the rest', () => {
    expect(isValidLinkUrl('https://chalkline.test/a')).toBe(true);
    expect(isValidLinkUrl('mailto:hello@chalkline.test')).toBe(true);
    expect(isValidLinkUrl('example')).toBe(false);
    expect(isValidLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isValidLinkUrl('http://localhost')).toBe(false);
  });
});

describe('LinkDialog', () => {
  it('enables Insert only for a valid URL', () => {
    const onInsert = vi.fn();
    render(<LinkDialog open onClose={() => {}} onInsert={onInsert} />);
    const insert = screen.getByRole('button', { name: 'Insert' });
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://a.test' } });
    expect((insert as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith('https://a.test');
  });
});

describe('RichTextEditor', () => {
  it('shows its content and its toolbar', () => {
    render(<RichTextEditor label="Question" value="<p>Hello <strong>world</strong></p>" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Question' }).textContent).toBe('Hello world');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
  });

  it('knows empty content', () => {
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(isRichTextEmpty('<p><img src="/a.png"></p>')).toBe(false);
  });
});
