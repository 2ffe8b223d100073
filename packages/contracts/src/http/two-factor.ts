/** Two-factor sign-in, re-authentication for sensitive actions, and staff session limits (ADR 0056). */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope } from './common.js';
import { twoFactorTexts } from './sign-in-texts.js';

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
