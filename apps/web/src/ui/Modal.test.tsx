import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;

describe('Modal', () => {
  it('opens from its trigger and keeps the trigger’s own onClick', () => {
    const onTriggerClick = vi.fn();
    render(
      <Modal
        title="Delete schedule"
        trigger={
          <button type="button" onClick={onTriggerClick}>
            Open
          </button>
        }
      >
        Body text
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Delete schedule' })).toBeTruthy();
    expect(onTriggerClick).toHaveBeenCalledOnce();
  });

  it('ignores backdrop clicks unless closeOnBackdrop is set', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="T">
        x
      </Modal>,
    );
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Modal open onClose={onClose} title="T" closeOnBackdrop>
        x
      </Modal>,
    );
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from the close button and from a slot’s close()', () => {
    const onClose = vi.fn();
    render(
      <Modal
        open
        onClose={onClose}
        actions={(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      >
        x
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
