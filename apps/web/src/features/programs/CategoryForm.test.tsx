import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { CategoryForm } from './CategoryForm';

afterEach(() => vi.unstubAllGlobals());

const renderForm = () => {
  const onDone = vi.fn();
  renderWithProviders(<CategoryForm onDone={onDone} />);
  fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Coding' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
  return onDone;
};

describe('CategoryForm', () => {
  it('creates without a slug when it is left empty, toasts the answer and closes', async () => {
    const fetchMock = stubApi({ 'POST /programs/categories': { message: 'Category created', data: {} } });
    const onDone = renderForm();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(callsOf(fetchMock)).toEqual([['POST', '/programs/categories', { title: 'Coding', images: [] }]]);
    expect(await screen.findByText('Category created')).toBeTruthy();
  });

  it('stays open with the server’s messages on the fields and above them', async () => {
    stubApi({
      'POST /programs/categories': errorAnswer(409, 'That category exists', 'CONFLICT', {
        title: 'Please choose another title',
      }),
    });
    const onDone = renderForm();
    expect(await screen.findByText('Please choose another title')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('That category exists');
    expect(onDone).not.toHaveBeenCalled();
  });
});
