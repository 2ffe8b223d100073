import { type HTMLInputTypeAttribute, type ReactNode, type Ref, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { KeyboardArrowDownIcon } from '../icons';
import styles from './PlainForm.module.css';

/** What every plain field bound to a react-hook-form field takes (as `ui/form`'s MUI fields). */
export interface PlainFieldProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  className?: string;
}

export interface FrameProps {
  id: string;
  label: string;
  disabled: boolean;
  error?: string;
  helperText?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The label above, the outlined control, and the error or helper text below (`described` ties the input to it). */
export function FieldFrame({ id, label, disabled, error, helperText, className, children }: FrameProps) {
  const helper = error ?? helperText;
  return (
    <div
      className={[styles.field, error && styles.invalid, disabled && styles.disabled, className]
        .filter(Boolean)
        .join(' ')}
    >
      {/* No required mark, as the theme's MUI labels (`MuiInputLabel` required: false); the input says it. */}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>{children}</div>
      {helper ? (
        <p id={`${id}-helper`} className={styles.helper}>
          {helper}
        </p>
      ) : null}
    </div>
  );
}

/** The input attributes that tie an input to its frame. */
export const described = (id: string, error: string | undefined, helperText: ReactNode) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error || helperText ? `${id}-helper` : undefined,
});

export type PlainTextFieldProps<T extends FieldValues, TT = T> = PlainFieldProps<T, TT> & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url' | 'search';
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  maxLength?: number;
  /** After the input, inside its outline (a show/hide button). */
  endAdornment?: ReactNode;
};

/** A text field bound to a react-hook-form field; its error message shows below it. MUI-free (ADR 0049). */
export function PlainTextField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  required = false,
  disabled = false,
  helperText,
  className,
  type = 'text',
  rows,
  endAdornment,
  ...input
}: PlainTextFieldProps<T, TT>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const common = {
    ...described(id, error, helperText),
    ...input,
    name: field.name,
    value: (field.value as string | number | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    required,
    disabled,
    className: styles.input,
  };
  return (
    <FieldFrame {...{ id, label, disabled, error, helperText, className }}>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface PlainSelectProps {
  label: string;
  /** The chosen option's value, '' for none. */
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  className?: string;
  /** Inside the outline before the choice (an icon placed by the caller's class). */
  startAdornment?: ReactNode;
}

/** A native select in the kit's frame, with an empty first choice until one is made (unless '' is an option). */
export function PlainSelect({
  label,
  value,
  options,
  onChange,
  onBlur,
  selectRef,
  name,
  required = false,
  disabled = false,
  error,
  helperText,
  className,
  startAdornment,
}: PlainSelectProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, disabled, error, helperText, className }}>
      {startAdornment}
      <select
        {...described(id, error, helperText)}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={selectRef}
        required={required}
        disabled={disabled}
        className={styles.input}
      >
        {value === '' && !options.some((option) => option.value === '') && <option value="">Choose…</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <KeyboardArrowDownIcon className={styles.selectArrow} />
    </FieldFrame>
  );
}

/** A native select bound to a react-hook-form field (string values). */
export function PlainSelectField<T extends FieldValues, TT = T>({
  control,
  name,
  options,
  ...props
}: PlainFieldProps<T, TT> & { options: readonly SelectOption[] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PlainSelect
      {...props}
      options={options}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** A checkbox bound to a boolean react-hook-form field, its label beside it and its error below. */
export function PlainCheckboxField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  disabled = false,
  className,
}: Omit<PlainFieldProps<T, TT>, 'required' | 'helperText'>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className={[styles.field, error && styles.invalid, className].filter(Boolean).join(' ')}>
      <label className={styles.check}>
        <input
          type="checkbox"
          {...described(id, error, undefined)}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={disabled}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-helper`} className={styles.helper}>
          {error}
        </p>
      )}
    </div>
  );
}
