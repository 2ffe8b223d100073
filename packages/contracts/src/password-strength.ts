/**
 * How strong a new password is (platform spec 5.2), in a module of its own that imports nothing: the sign-up and
 * password pages show the meter without loading the validators' phone metadata or zod (ADR 0046).
 */
export const hasLower = (v: string) => /[a-z]/.test(v);
export const hasUpper = (v: string) => /[A-Z]/.test(v);
export const hasDigit = (v: string) => /[0-9]/.test(v);
export const hasSymbol = (v: string) => /[^A-Za-z0-9]/.test(v);

export type PasswordStrength = 1 | 0 | -1;
/**
 * 1 strong: lower, upper, digit and symbol in 8 or more characters. 0 medium: all four classes in 6 or more
 * characters, or lower, upper and symbol without a digit in 8 or more. -1 weak otherwise.
 */
export const passwordStrength = (value: string): PasswordStrength => {
  const letters = hasLower(value) && hasUpper(value) && hasSymbol(value);
  if (letters && hasDigit(value) && value.length >= 8) return 1;
  if (letters && ((hasDigit(value) && value.length >= 6) || value.length >= 8)) return 0;
  return -1;
};
