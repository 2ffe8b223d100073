import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

export interface StepperStep {
  label: ReactNode;
  description?: ReactNode;
  content?: ReactNode;
  /** Runs before leaving the step forward; resolve false (or throw) to stay on it. */
  canAdvance?: () => boolean | Promise<boolean>;
}

export interface VerticalStepperProps {
  steps: readonly StepperStep[];
  /** Controls the active step from outside; leave undefined for internal state. */
  activeStep?: number;
  onStepChange?: (step: number) => void;
  /** Called after the last step's Finish passes its `canAdvance`. */
  onFinish?: () => void | Promise<void>;
  /** Shown below the stepper once finished. */
  completed?: ReactNode;
}

/** A vertical stepper: Continue (Finish on the last step) and Back; a step may veto advancing. */
export function VerticalStepper({ steps, activeStep, onStepChange, onFinish, completed }: VerticalStepperProps) {
  const [internalStep, setInternalStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const current = activeStep ?? internalStep;
  const lastIndex = steps.length - 1;

  const goTo = (step: number) => {
    setInternalStep(step);
    onStepChange?.(step);
  };

  const handleContinue = async () => {
    const step = steps[current];
    setBusy(true);
    try {
      const allowed = step?.canAdvance ? await step.canAdvance() : true;
      if (!allowed) return;
      if (current === lastIndex) await onFinish?.();
      goTo(current + 1);
    } catch {
      // A throwing check vetoes like a false one; the step shows its own error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Stepper activeStep={current} orientation="vertical">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
          <Step key={index}>
            <StepLabel
              optional={step.description ? <Typography variant="caption">{step.description}</Typography> : null}
            >
              {step.label}
            </StepLabel>
            <StepContent>
              {step.content}
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button
                  variant="contained"
                  onClick={handleContinue}
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {index === lastIndex ? 'Finish' : 'Continue'}
                </Button>
                <Button onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {current > lastIndex && completed}
    </Box>
  );
}
