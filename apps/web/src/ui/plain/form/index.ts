export { type AlertSeverity, PlainAlert } from '../PlainAlert';
export { type LazyResolver, lazyZodResolver } from './lazyZodResolver';
export {
  described,
  FieldFrame,
  PlainCheckboxField,
  type PlainFieldProps,
  PlainSelect,
  PlainSelectField,
  type PlainSelectProps,
  PlainTextField,
  type PlainTextFieldProps,
  type SelectOption,
} from './PlainFields';
export {
  PlainFormBox,
  PlainServerError,
  PlainSpinner,
  PlainSubmitButton,
} from './PlainForm';
export { PlainNewPasswordFields } from './PlainNewPasswordFields';
export { PlainPasswordField, PlainPasswordStrength } from './PlainPasswordField';
