import { categoryInput } from '@chalkline/contracts';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { slugFromTitle, TitleSlugFields } from './TitleSlugFields';

describe('slugFromTitle', () => {
  const schema = categoryInput.extend({ slug: slugFromTitle(categoryInput.shape.slug) });

  it('sends no slug when the field is left empty', () => {
    const parsed = schema.parse({ title: 'Coding', slug: '' });
    expect('slug' in parsed && parsed.slug !== undefined).toBe(false);
  });

  it('keeps a typed slug and still checks it', () => {
    expect(schema.parse({ title: 'Coding', slug: 'coding-for-kids' }).slug).toBe('coding-for-kids');
    expect(schema.safeParse({ title: 'Coding', slug: 'Not a slug!' }).success).toBe(false);
  });
});

function Harness() {
  const { control } = useForm({ defaultValues: { title: 'Coding', slug: '' } });
  return <TitleSlugFields control={control} />;
}

describe('TitleSlugFields', () => {
  it('asks the required title first, focused, then the optional slug', () => {
    render(<Harness />);
    const title = screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Coding');
    expect(title.required).toBe(true);
    expect(document.activeElement).toBe(title);
    const slug = screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
    expect(slug.required).toBe(false);
    expect(screen.getByText('Left empty, it is made from the title')).toBeTruthy();
  });
});
