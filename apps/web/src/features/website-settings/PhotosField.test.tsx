import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhotoField } from './PhotoField';
import { PhotosField } from './PhotosField';

describe('the about and team pages’ photo pickers (axe aria-allowed-role)', () => {
  it('“Add pictures” is a real button (not a label with role button) and opens the file chooser', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<PhotosField value={['a.png', 'b.png']} onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Add pictures' });
    expect(add.tagName).toBe('BUTTON');
    expect(container.querySelector('label[role]')).toBeNull();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(add);
    expect(click).toHaveBeenCalled();
    expect(click.mock.contexts[0]).toBe(screen.getByLabelText('Pictures to add'));
    click.mockRestore();
  });

  it('“Add photo” of a team member is a real button too', () => {
    const { container } = renderWithProviders(<PhotoField value="" onChange={vi.fn()} folder="team" initials="AB" />);
    expect(screen.getByRole('button', { name: 'Add photo' }).tagName).toBe('BUTTON');
    expect(container.querySelector('label[role]')).toBeNull();
  });
});
