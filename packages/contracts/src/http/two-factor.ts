/** Two-factor sign-in, re-authentication for sensitive actions, and staff session limits (ADR 0056). */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope } from './common.js';

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
} as const;

/** A six-digit authenticator code or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
const codeSchema = boundedString(maxLength.short, twoFactorTexts.codeRequired)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(6, twoFactorTexts.codeRequired).max(32, twoFactorTexts.wrongCode));

/** POST /auth/login answers 202 with this instead of a user when a second factor is due. */
export const secondFactorChallengeResponse = dataEnvelope(z.object({ secondFactor: z.literal(true) }));
export type SecondFactorChallengeResponse = z.infer<typeof secondFactorChallengeResponse>;

/** POST /auth/second-factor: the code after the password; `remember` keeps this browser trusted for 30 days. */
export const secondFactorInput = z.object({ code: codeSchema, remember: z.boolean().default(false) });
export type SecondFactorInput = z.input<typeof secondFactorInput>;

/** GET /auth/two-factor: the person's own state; `enabled` is the authenticator app, `passkeys` how many they hold. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = dataEnvelope(twoFactorStatus);

/** POST /auth/two-factor/setup: a new secret to scan (the QR code is an SVG data URL drawn by the server). */
export const twoFactorSetupResponse = dataEnvelope(
  z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
);
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /auth/two-factor/enable: the first code proves the app was set up. */
export const enableTwoFactorInput = z.object({ code: codeSchema });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorInput>;

/** The recovery codes, shown once. */
export const recoveryCodesResponse = z.object({
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** POST /auth/reauthenticate: the password, or a code of the second factor, once more. */
export const reauthenticateInput = z
  .object({
    password: boundedString(maxLength.password, twoFactorTexts.passwordOrCode).optional(),
    code: codeSchema.optional(),
  })
  .refine((input) => Boolean(input.password) || Boolean(input.code), {
    message: twoFactorTexts.passwordOrCode,
    path: ['password'],
  });
export type ReauthenticateInput = z.input<typeof reauthenticateInput>;

/** The web page of the sign-in's second step (the Google sign-in comes back to it too). */
export const secondFactorPagePath = '/login/verify';
