import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';

const renderActions = (pending: boolean) => {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <FormActions pending={pending} onCancel={onCancel}>
        Create admin
      </FormActions>
    </form>,
  );
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { onCancel, onSubmit, cancel: button('Cancel'), submit: button('Create admin') };
};

describe('FormActions', () => {
  it('cancels without submitting, and submits with the named button', () => {
    const { onCancel, onSubmit, cancel, submit } = renderActions(false);
    expect(cancel.type).toBe('button');
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cancel.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('holds both buttons while the submit is under way', () => {
    const { cancel, submit } = renderActions(true);
    expect(cancel.disabled).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(submit.querySelector('[role="progressbar"]')).not.toBeNull();
  });
});
