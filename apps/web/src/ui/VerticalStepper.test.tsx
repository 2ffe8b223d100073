import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VerticalStepper } from './VerticalStepper';

describe('VerticalStepper', () => {
  it('advances with Continue, finishes on the last step, and lets a step veto', async () => {
    let allow = false;
    const onFinish = vi.fn();
    render(
      <VerticalStepper
        steps={[
          { label: 'Details', content: <p>details body</p>, canAdvance: async () => allow },
          { label: 'Confirm', content: <p>confirm body</p> },
        ]}
        onFinish={onFinish}
        completed={<p>All done</p>}
      />,
    );

    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByText('details body')).toBeTruthy();
    expect(screen.queryByText('confirm body')).toBeNull();

    allow = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByText('confirm body')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Finish' })));
    expect(onFinish).toHaveBeenCalledOnce();
    expect(screen.getByText('All done')).toBeTruthy();
  });
});
