import { type PasswordStrength, passwordStrength } from '@chalkline/contracts';
import { useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { PlainIconButton } from '../Button';
import { PlainIcon } from '../PlainIcon';
import { type PlainFieldProps, PlainTextField } from './PlainFields';
import styles from './PlainForm.module.css';

const visibilityOn =
  'M12 4C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 12.5c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const visibilityOff =
  'M12 6.5c2.76 0 5 2.24 5 5 0 .51-.1 1-.24 1.46l3.06 3.06c1.39-1.23 2.49-2.77 3.18-4.53C21.27 7.11 17 4 12 4c-1.27 0-2.49.2-3.64.57l2.17 2.17c.47-.14.96-.24 1.47-.24M2.71 3.16c-.39.39-.39 1.02 0 1.41l1.97 1.97C3.06 7.83 1.77 9.53 1 11.5 2.73 15.89 7 19 12 19c1.52 0 2.97-.3 4.31-.82l2.72 2.72c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41L4.13 3.16c-.39-.39-1.03-.39-1.42 0M12 16.5c-2.76 0-5-2.24-5-5 0-.77.18-1.5.49-2.14l1.57 1.57c-.03.18-.06.37-.06.57 0 1.66 1.34 3 3 3 .2 0 .38-.03.57-.07L14.14 16c-.65.32-1.37.5-2.14.5m2.97-5.33c-.15-1.4-1.25-2.49-2.64-2.64z';

const strengthLevels: Record<PasswordStrength, { label: string; color: string; width: string }> = {
  [-1]: { label: 'Weak', color: 'var(--cl-error)', width: '33%' },
  0: { label: 'Medium', color: 'var(--cl-warning)', width: '66%' },
  1: { label: 'Strong', color: 'var(--cl-success)', width: '100%' },
};

/**
 * The live strength of a new password (platform spec 5.2): weak in red, medium in orange, strong in green,
 * nothing until something is typed. As `ui/form/PasswordStrengthMeter`, without MUI.
 */
export function PlainPasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = strengthLevels[strength];
  return (
    <div className={styles.strength} data-strength={strength}>
      <div
        className={styles.strengthBar}
        role="progressbar"
        aria-label="Strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number.parseInt(level.width, 10)}
        aria-valuetext={level.label}
      >
        <span style={{ width: level.width, background: level.color }} />
      </div>
      <span role="status" className={styles.strengthLabel} style={{ color: level.color }}>
        {level.label}
      </span>
    </div>
  );
}

/** A password field with a show/hide toggle (and the strength meter when asked), bound to a form field. */
export function PlainPasswordField<T extends FieldValues, TT = T>({
  showStrength = false,
  autoComplete,
  ...props
}: PlainFieldProps<T, TT> & { autoComplete: 'current-password' | 'new-password'; showStrength?: boolean }) {
  const [visible, setVisible] = useState(false);
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <div>
      <PlainTextField
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        endAdornment={
          <PlainIconButton
            aria-label={visible ? 'Hide characters' : 'Show characters'}
            aria-pressed={visible}
            onClick={() => setVisible((current) => !current)}
          >
            <PlainIcon d={visible ? visibilityOff : visibilityOn} size="1.25rem" />
          </PlainIconButton>
        }
      />
      {showStrength && <PlainPasswordStrength password={typeof field.value === 'string' ? field.value : ''} />}
    </div>
  );
}
