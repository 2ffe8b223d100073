import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';

interface Values {
  password: string;
  confirmPassword: string;
}

function Harness({ label, onSubmit }: { label?: string; onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form aria-label="Harness" noValidate onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields control={control} label={label} />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('NewPasswordFields', () => {
  it('labels the pair "Password" and "Confirm password" by default, both required new passwords', () => {
    render(<Harness onSubmit={vi.fn()} />);
    for (const field of [input(/^Password/), input(/^Confirm password/)]) {
      expect(field.type).toBe('password');
      expect(field.required).toBe(true);
      expect(field.autocomplete).toBe('new-password');
    }
  });

  it('derives the confirmation label from the given label', () => {
    render(<Harness label="New password" onSubmit={vi.fn()} />);
    expect(input(/^New password/).name).toBe('password');
    expect(input(/^Confirm new password/).name).toBe('confirmPassword');
  });

  it('rates only the new password, not its confirmation', () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.change(input(/^Confirm password/), { target: { value: 'Abcdef#1' } });
    expect(screen.queryByRole('progressbar', { name: 'Strength' })).toBeNull();
    fireEvent.change(input(/^Password/), { target: { value: 'Abcdef#1' } });
    expect(screen.getByRole('progressbar', { name: 'Strength' }).getAttribute('aria-valuetext')).toBe('Strong');
  });

  it('submits both values under password and confirmPassword', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(input(/^Password/), { target: { value: 'Fresh#2026' } });
    fireEvent.change(input(/^Confirm password/), { target: { value: 'Fresh#2027' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Harness' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'Fresh#2026', confirmPassword: 'Fresh#2027' });
  });
});
