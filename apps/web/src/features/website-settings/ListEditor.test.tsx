import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListEditor } from './ListEditor';

interface Item {
  name: string;
}

function setup(items: Item[]) {
  const onSave = vi.fn(async (_list: Item[]) => undefined);
  renderWithProviders(
    <ListEditor<Item>
      items={items}
      noun="thing"
      summary={(item) => ({ primary: item.name })}
      onSave={onSave}
      pending={false}
      form={({ item, onDone }) => (
        <button type="button" onClick={() => onDone({ name: item ? `${item.name}!` : 'New' })}>
          Done
        </button>
      )}
    />,
  );
  return onSave;
}

describe('ListEditor (website settings lists)', () => {
  it('saves the whole list after an add, an edit and a move', async () => {
    const onSave = setup([{ name: 'A' }, { name: 'B' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add thing' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith([{ name: 'A' }, { name: 'B' }, { name: 'New' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit B' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith([{ name: 'A' }, { name: 'B!' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Move B down' }));
    expect(screen.getByRole('button', { name: 'Move B down' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move A down' }));
    expect(onSave).toHaveBeenLastCalledWith([{ name: 'B' }, { name: 'A' }]);
  });

  it('deletes only after the confirmation', async () => {
    const onSave = setup([{ name: 'A' }, { name: 'B' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete A' }));
    expect(onSave).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ name: 'B' }]));
  });
});
