import type { FormEvent, ReactNode } from 'react';
import { PlainButton } from '../../../ui/plain';
import { PlainSubmitButton } from '../../../ui/plain/form';
import styles from './register.module.css';

export interface PlainStepFrameProps {
  /** Zero-based current step. */
  step: number;
  stepCount: number;
  /** Shown above the content, e.g. the step's name. */
  subtitle?: ReactNode;
  loading?: boolean;
  /** Text of the submit button on the last step. */
  submitText?: string;
  nextText?: string;
  /** Called when the form first takes focus: a lazy resolver's `preload`. */
  preload?: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

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
