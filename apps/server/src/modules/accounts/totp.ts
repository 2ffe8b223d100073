/**
 * The second factor's codes (ADR 0056): RFC 6238 TOTP through otplib (SHA-1, 6 digits, 30 s: what authenticator
 * apps expect), the QR code drawn here as an SVG (no third-party host sees the secret), and one-time recovery codes.
 */
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const totpIssuer = 'Chalkline';
/** One step either side absorbs a phone clock a little off, and the seconds it takes to type the code. */
const toleranceSeconds = 30;
const periodSeconds = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, email: string) => generateURI({ issuer: totpIssuer, label: email, secret });

/** The QR code of the enrolment URI, as an SVG data URL the page shows as an image. */
export async function totpQrCode(uri: string): Promise<string> {
  // Loaded when someone first sets up an authenticator, not with the app.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of a good code, or null. `afterStep` is the last accepted step: a code (or an older one) is
 * never accepted twice, so a code seen over a shoulder is spent once used.
 */
export async function checkTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const epoch = Math.floor(at.getTime() / 1000);
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: toleranceSeconds,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid ? Math.floor(epoch / periodSeconds) + result.delta : null;
  } catch {
    // A malformed secret or token is a wrong code, never a crash.
    return null;
  }
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters in two groups (`xxxxx-xxxxx`), about 49 bits each: too many to guess behind the sign-in throttle. */
export function newRecoveryCode(): string {
  const pick = () => Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** How a typed recovery code is compared: case, spaces and the dash do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
