/**
 * The words and numbers of two-factor sign-in (ADR 0056) and passkeys (ADR 0070), without zod: the sign-in's second
 * step is a public page and must not bring the schema library (ADR 0049).
 */

/** How many one-time recovery codes a person gets when they turn two-factor sign-in on. */
export const recoveryCodeCount = 10;
/** A remembered browser skips the second factor for at most this many days. */
export const rememberDeviceDays = 30;
/** A sensitive action needs a fresh check of the password or second factor when the last one is older. */
export const stepUpWindowMinutes = 10;

export const twoFactorTexts = {
  codeRequired: 'Please enter the code from your authenticator app or a recovery code',
  wrongCode: 'That code is not right. Please try again.',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again.',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notStarted: 'Please start the set-up again',
  stillRequired: 'Your school requires two-factor sign-in for your account',
  mustEnrol: 'Your school requires two-factor sign-in. Please set it up to continue.',
  stepUp: 'Please confirm it is you to continue',
  confirmed: 'Thank you, confirmed',
  reset: 'Two-factor sign-in has been reset',
  challenge: 'Enter the code from your authenticator app',
  passwordOrCode: 'Please enter your password or a code',
  recoveryCodesNew: 'New recovery codes made: the old ones no longer work',
  noSecondFactor: 'Two-factor sign-in is not on',
} as const;

/** How long a registration or sign-in ceremony may take before its challenge is refused. */
export const passkeyChallengeMinutes = 5;
/** How many passkeys one person may hold. */
export const maxPasskeysPerPerson = 10;

export const passkeyTexts = {
  nameRequired: 'Please give this passkey a name',
  added: 'Passkey added',
  removed: 'Passkey removed',
  notFound: 'Passkey not found',
  tooMany: `You can keep at most ${maxPasskeysPerPerson} passkeys. Please remove one first.`,
  failed: 'That passkey could not be checked. Please try again.',
  expired: 'That passkey request has expired. Please try again.',
  noPasskeys: 'There is no passkey on this account',
  lastRequired:
    'Your school requires two-factor sign-in: please turn on an authenticator app before removing your last passkey',
  unsupported: 'This browser cannot use passkeys',
} as const;
