import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

const renderButton = (remove: () => Promise<{ message: string }>) => {
  const onDeleted = vi.fn();
  renderWithProviders(
    <ConfirmDeleteButton
      label="Little Robots"
      title="Delete Little Robots?"
      message="This action cannot be undone."
      remove={remove}
      onDeleted={onDeleted}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete Little Robots' }));
  return onDeleted;
};

describe('ConfirmDeleteButton', () => {
  it('deletes only after "Delete", closes, then hands over the answer', async () => {
    const remove = vi.fn(async () => ({ message: 'Program deleted' }));
    const onDeleted = renderButton(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete Little Robots?' })).toBeTruthy();
    expect(screen.getByText('This action cannot be undone.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ message: 'Program deleted' }));
    expect(remove).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and toasts the refusal', async () => {
    const onDeleted = renderButton(() => Promise.reject(new Error('This program has lessons')));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This program has lessons')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete Little Robots?' })).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
