import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPage } from './ListPage';

describe('ListPage', () => {
  it('titles the page with one h1 and shows its body', () => {
    render(
      <ListPage title="Schedules">
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Schedules' })).toBeTruthy();
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the action in the title row, before the body', () => {
    render(
      <ListPage title="All Programs" action={<button type="button">New program</button>}>
        <p>rows</p>
      </ListPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'All Programs' });
    const action = screen.getByRole('button', { name: 'New program' });
    expect(action.parentElement).toBe(heading.parentElement);
    expect(action.compareDocumentPosition(screen.getByText('rows')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
