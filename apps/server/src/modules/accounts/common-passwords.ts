/**
 * Refuses the most used passwords (ADR 0055), on every path that sets one. The list is zxcvbn-ts's common
 * passwords (about 49,000, lower case), bundled in the server: nothing is asked of another host, and the browser
 * never downloads it. It is read on first use, so a server that sets no password never decompresses it.
 */
import { messages } from '@chalkline/contracts';
import { badRequest } from '../../errors/app-error.js';

let list: Promise<ReadonlySet<string>> | undefined;
const commonPasswords = () => {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return list;
};

// The usual letter-for-symbol swaps; '1' may stand for either letter, so both are tried.
const swaps: Record<string, string[]> = {
  '@': ['a'],
  '4': ['a'],
  '0': ['o'],
  '3': ['e'],
  $: ['s'],
  '5': ['s'],
  '7': ['t'],
  '!': ['i'],
  '1': ['i', 'l'],
};
const unswap = (value: string, pick: number) =>
  [...value].map((c) => swaps[c]?.[Math.min(pick, swaps[c]!.length - 1)] ?? c).join('');

/**
 * The forms of a password checked against the list. The spec's rules ask for an upper-case letter and a symbol,
 * which people meet by capitalising a common password and adding one symbol at the end ("Password1!") or by
 * swapping letters for look-alikes ("P@ssw0rd"); the list holds the plain lower-case forms.
 */
export function passwordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const bases = [lower, lower.replace(/[^\p{L}\p{N}]$/u, '')];
  const forms = new Set<string>();
  for (const base of bases) {
    // Closing digits stay digits ("P@ssw0rd1" is "password1"), the rest may be look-alikes.
    const [, body = base, digits = ''] = /^(.*?)(\d*)$/u.exec(base) ?? [];
    for (const form of [base, unswap(base, 0), unswap(base, 1), unswap(body, 0) + digits, unswap(body, 1) + digits])
      forms.add(form);
  }
  return [...forms];
}

/** True when the password, in any of its checked forms, is on the list of common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  return passwordForms(password).some((form) => set.has(form));
}

/** Throws the field error (HTTP 400) for a common password; `field` names the form field that holds it. */
export async function assertUncommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password))
    throw badRequest(messages.passwordTooCommon, { [field]: messages.passwordTooCommon });
}
