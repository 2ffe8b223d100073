import { messages } from '@chalkline/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './ImagePicker';

const dropText = 'Click here to upload an image or drag and drop here';

function Harness({ id, onChange }: { id?: string; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      id={id}
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });

describe('ImagePicker', () => {
  it('asks the developer for an id', () => {
    render(<Harness />);
    expect(screen.getByText(messages.imagePickerWithoutId)).toBeTruthy();
  });

  it('takes a picked image, previews it and removes it after confirming', () => {
    const onChange = vi.fn();
    render(<Harness id="pick" onChange={onChange} />);
    const input = screen.getByLabelText(dropText);
    fireEvent.change(input, { target: { files: [image('me.png')] } });
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'me.png' })]);
    expect(screen.getByRole('img', { name: 'me.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove me.png' }));
    expect(screen.getByText('Remove this image?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('img', { name: 'me.png' })).toBeNull();
  });

  it('refuses other file types with the spec message', () => {
    const onChange = vi.fn();
    render(<Harness id="pick" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(dropText), { target: { files: [image('notes.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe(messages.uploadWrongType);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says "Drop images here" while a file is dragged over it', () => {
    render(<Harness id="pick" />);
    const zone = screen.getByText(dropText).closest('label') as HTMLElement;
    fireEvent.dragOver(zone);
    expect(screen.getByText('Drop images here')).toBeTruthy();
    fireEvent.dragLeave(zone);
    expect(screen.getByText(dropText)).toBeTruthy();
  });
});
