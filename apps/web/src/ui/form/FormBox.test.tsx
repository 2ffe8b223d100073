import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { serverErrorKey } from '../../lib/form';
import { FormBox } from './FormBox';

function Harness({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { email: '' } });
  return (
    <FormBox
      label="Sign in"
      errors={formState.errors}
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        setError(serverErrorKey, { type: 'server', message: 'Invalid email or password' });
      })}
    >
      <input aria-label="Email" type="email" required {...register('email')} />
      <button type="submit">Go</button>
    </FormBox>
  );
}

describe('FormBox', () => {
  it('is a named form that leaves checking to the schema', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Sign in' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits, and shows the general message of a failed submit above the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const alert = await screen.findByRole('alert');
    expect(onSubmit).toHaveBeenCalledWith({ email: '' });
    expect(alert.textContent).toBe('Invalid email or password');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form.contains(alert)).toBe(false);
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
