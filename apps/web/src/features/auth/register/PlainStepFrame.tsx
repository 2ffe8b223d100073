import type { FormEvent } from 'react';
import type { MultiStepFrameProps } from '../../../ui/MultiStepFrame';
import { PlainButton } from '../../../ui/plain';
import { PlainSubmitButton } from '../../../ui/plain/form';
import styles from './register.module.css';

/** `MultiStepFrame`'s props (type-only: nothing of MUI is loaded), with the lazy resolver's `preload`. */
export type PlainStepFrameProps = Omit<MultiStepFrameProps, 'title'> & {
  /** Called when the form first takes focus: a lazy resolver's `preload`. */
  preload?: () => void;
};

/**
 * The frame of a multi-step form (platform spec 2.7) as `ui/MultiStepFrame`, without MUI: the progress and
 * "Step n of m", then Back and Next, or the submit button with its own text on the last step. Back is disabled on
 * step 0 and while loading. Enter advances like Next.
 */
export function PlainStepFrame({
  step,
  stepCount,
  subtitle,
  loading = false,
  submitText = 'Submit',
  nextText = 'Next',
  preload,
  onBack,
  onNext,
  onSubmit,
  children,
}: PlainStepFrameProps) {
  const isLast = step >= stepCount - 1;
  const value = Math.round(((step + 1) / stepCount) * 100);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (isLast) onSubmit();
    else onNext();
  };

  return (
    <form noValidate onSubmit={handleSubmit} onFocus={preload} className={styles.form}>
      <div className={styles.progressRow}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Form progress"
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ transform: `translateX(${value - 100}%)` }} />
        </div>
        <p className={styles.stepCount}>
          Step {step + 1} of {stepCount}
        </p>
      </div>
      {/* MUI's subtitle1 is an h6, as before. */}
      {subtitle && <h6 className={styles.heading}>{subtitle}</h6>}
      <div>{children}</div>
      <div className={styles.actions}>
        <PlainButton variant="outlined" onClick={onBack} disabled={step === 0 || loading}>
          Back
        </PlainButton>
        <PlainSubmitButton pending={loading}>{isLast ? submitText : nextText}</PlainSubmitButton>
      </div>
    </form>
  );
}
