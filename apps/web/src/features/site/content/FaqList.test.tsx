import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FaqList } from './FaqList';

const faqs = [
  { question: 'Who can teach?', answer: '<p>Qualified tutors.</p>' },
  { question: 'How are tutors paid?', answer: '<p>Monthly.</p>' },
];

describe('FaqList', () => {
  it('shows each question as a heading with a button that opens its answer, one at a time', () => {
    renderWithProviders(<FaqList faqs={faqs} idPrefix="faq" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Who can teach?',
      'How are tutors paid?',
    ]);
    const first = screen.getByRole('button', { name: 'Who can teach?' });
    const second = screen.getByRole('button', { name: 'How are tutors paid?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Who can teach?' }).textContent).toBe('Qualified tutors.');

    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region').map((r) => r.id)).toEqual(['faq-1-content']);

    fireEvent.click(second);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when there are no questions', () => {
    renderWithProviders(<FaqList faqs={[]} idPrefix="faq" />);
    expect(screen.getByText('No questions yet.')).toBeTruthy();
  });
});
