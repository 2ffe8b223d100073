import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { FormSubmitButton } from './form/FormSubmitButton';

export interface MultiStepFrameProps {
  /** Zero-based current step. */
  step: number;
  stepCount: number;
  title?: ReactNode;
  /** Shown above the content, e.g. the step's name. */
  subtitle?: ReactNode;
  loading?: boolean;
  /** Text of the submit button on the last step. */
  submitText?: string;
  nextText?: string;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of a multi-step form (platform spec 2.7): Back and Next, or the submit button with custom text
 * on the last step. Back is disabled on step 0 and while loading. Enter advances like Next.
 */
export function MultiStepFrame({
  step,
  stepCount,
  title,
  subtitle,
  loading = false,
  submitText = 'Submit',
  nextText = 'Next',
  onBack,
  onNext,
  onSubmit,
  children,
}: MultiStepFrameProps) {
  const isLast = step >= stepCount - 1;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (isLast) onSubmit();
    else onNext();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 700, mx: 'auto' }}>
      {title && (
        <Typography variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / stepCount) * 100}
          aria-label="Form progress"
          sx={{ flex: 1, height: 8, borderRadius: '4px' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Step {step + 1} of {stepCount}
        </Typography>
      </Box>
      {subtitle && (
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      <Box>{children}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
        <Button variant="outlined" onClick={onBack} disabled={step === 0 || loading}>
          Back
        </Button>
        <FormSubmitButton pending={loading}>{isLast ? submitText : nextText}</FormSubmitButton>
      </Box>
    </Box>
  );
}
