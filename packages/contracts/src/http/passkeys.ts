/**
 * Passkeys (WebAuthn) as a second factor (ADR 0070): registered, named, listed and removed on the security settings
 * page, and used instead of an authenticator code at the sign-in's second step.
 */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope } from './common.js';
import { passkeyTexts } from './sign-in-texts.js';

/** A base64url value of a WebAuthn response (client data, attestation, signatures are a few kilobytes at most). */
const b64url = z
  .string()
  .max(16_384, passkeyTexts.failed)
  .regex(/^[A-Za-z0-9_-]*$/, passkeyTexts.failed);

/** What `navigator.credentials.create()` answered, as `@simplewebauthn/browser` serialises it. */
export const passkeyRegistrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
});

/** What `navigator.credentials.get()` answered. */
export const passkeyAuthenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
});

/** One of the person's passkeys, as the settings page lists it. */
export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;
export const passkeyListResponse = dataEnvelope(z.array(passkeySummary));
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

/**
 * The options a browser hands to `navigator.credentials.create()` or `.get()` (WebAuthn's JSON forms); the server
 * builds them, so they are passed through unchecked.
 */
export const passkeyOptionsResponse = dataEnvelope(z.record(z.string(), z.unknown()));
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

/** POST /auth/passkeys: the new passkey's name and the browser's answer to the registration options. */
export const addPasskeyInput = z.object({
  name: boundedString(maxLength.short, passkeyTexts.nameRequired).trim().min(1, passkeyTexts.nameRequired),
  response: passkeyRegistrationResponse,
});
export type AddPasskeyInput = z.input<typeof addPasskeyInput>;
/**
 * The saved passkey; `recoveryCodes` (shown once) when it is the person's first second factor, so a lost device
 * still leaves a way in (ADR 0070).
 */
export const passkeySavedResponse = z.object({
  message: z.string(),
  data: passkeySummary,
  recoveryCodes: z.array(z.string()).optional(),
});
export type PasskeySavedResponse = z.infer<typeof passkeySavedResponse>;

/** POST /auth/second-factor/passkey: the browser's signed answer; `remember` as with a code. */
export const passkeySecondFactorInput = z.object({
  response: passkeyAuthenticationResponse,
  remember: z.boolean().default(false),
});
export type PasskeySecondFactorInput = z.input<typeof passkeySecondFactorInput>;

/** POST /auth/reauthenticate/passkey: a passkey confirms it is the person before a sensitive action (step-up). */
export const passkeyReauthenticateInput = z.object({ response: passkeyAuthenticationResponse });
export type PasskeyReauthenticateInput = z.input<typeof passkeyReauthenticateInput>;
