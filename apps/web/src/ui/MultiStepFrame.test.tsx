import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MultiStepFrame, type MultiStepFrameProps } from './MultiStepFrame';

const renderFrame = (props: Partial<MultiStepFrameProps> = {}) => {
  const handlers = { onBack: vi.fn(), onNext: vi.fn(), onSubmit: vi.fn() };
  render(
    <MultiStepFrame step={0} stepCount={3} submitText="Book my demo" {...handlers} {...props}>
      <p>Step body</p>
    </MultiStepFrame>,
  );
  return handlers;
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('MultiStepFrame', () => {
  it('disables Back on step 0 and shows Next', () => {
    const { onNext, onSubmit } = renderFrame();
    expect(button('Back').disabled).toBe(true);
    fireEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('enables Back after step 0', () => {
    const { onBack } = renderFrame({ step: 1 });
    expect(button('Back').disabled).toBe(false);
    fireEvent.click(button('Back'));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('disables Back and the main button while loading', () => {
    const { onNext } = renderFrame({ step: 1, loading: true });
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    fireEvent.submit(button('Next').closest('form') as HTMLFormElement);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('shows the custom submit text on the last step and submits', () => {
    const { onSubmit, onNext } = renderFrame({ step: 2 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(button('Book my demo'));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
  });
});
