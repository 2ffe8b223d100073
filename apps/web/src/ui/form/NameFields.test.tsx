import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NameFields } from './NameFields';

function Harness({ withTitle, own }: { withTitle?: boolean; own?: boolean }) {
  const { control } = useForm({ defaultValues: { title: 'Dr', firstName: 'Ada', lastName: 'Obi', otherNames: '' } });
  return (
    <form>
      <NameFields control={control} withTitle={withTitle} own={own} />
    </form>
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('NameFields', () => {
  it('asks first and last name (required) and other names, bound to the form values', () => {
    render(<Harness />);
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    expect(input(/^First name/).value).toBe('Ada');
    expect(input(/^First name/).required).toBe(true);
    expect(input(/^Last name/).value).toBe('Obi');
    expect(input(/^Last name/).required).toBe(true);
    expect(input(/^Other names/).required).toBe(false);
    expect(screen.getAllByText('Optional')).toHaveLength(1);
  });

  it('adds the optional title on request', () => {
    render(<Harness withTitle />);
    expect(input(/^Title/).value).toBe('Dr');
    expect(input(/^Title/).placeholder).toBe('e.g. Mr, Mrs, Dr');
    expect(screen.getAllByText('Optional')).toHaveLength(2);
  });

  it('lets the browser fill in one’s own name only', () => {
    const { unmount } = render(<Harness withTitle />);
    expect(input(/^First name/).autocomplete).toBe('given-name');
    expect(input(/^Last name/).autocomplete).toBe('family-name');
    expect(input(/^Other names/).autocomplete).toBe('additional-name');
    unmount();
    render(<Harness withTitle own={false} />);
    for (const label of [/^Title/, /^First name/, /^Last name/, /^Other names/]) {
      expect(input(label).getAttribute('autocomplete')).toBeNull();
    }
  });
});
