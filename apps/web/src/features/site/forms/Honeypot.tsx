import type { honeypotField } from '@chalkline/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Honeypot.module.css';

/**
 * The honeypot (ADR 0041): a field people never see or reach (off screen, out of the tab order, hidden from screen
 * readers) that form-filling robots fill in. The server drops what comes with it. Its form is `position: relative`.
 */
export function Honeypot({ register }: { register: UseFormRegisterReturn<typeof honeypotField> }) {
  return (
    <div aria-hidden="true" className={styles.honeypot}>
      <label>
        Leave this empty
        <input {...register} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
