import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormSubmitButton } from './FormSubmitButton';

const renderInForm = (button: React.ReactNode) => {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(<form onSubmit={onSubmit}>{button}</form>);
  return { onSubmit, button: screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement };
};

describe('FormSubmitButton', () => {
  it('submits its form when not pending', () => {
    const { onSubmit, button } = renderInForm(<FormSubmitButton pending={false}>Save changes</FormSubmitButton>);
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.className).toContain('MuiButton-contained');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled with a spinner while pending', () => {
    const { onSubmit, button } = renderInForm(<FormSubmitButton pending>Save changes</FormSubmitButton>);
    expect(button.disabled).toBe(true);
    expect(button.querySelector('[role="progressbar"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sizes the spinner to the button', () => {
    renderInForm(
      <FormSubmitButton pending size="large">
        Save changes
      </FormSubmitButton>,
    );
    const spinner = screen.getByRole('progressbar');
    expect(spinner.getAttribute('style')).toContain('width: 18px');
  });

  it('can be disabled for another reason than a pending submit', () => {
    const { button } = renderInForm(
      <FormSubmitButton pending={false} disabled>
        Save changes
      </FormSubmitButton>,
    );
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
