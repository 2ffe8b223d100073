/**
 * Issue 15, lengths: every string a client can send (HTTP bodies and queries, socket payloads) has a maximum, so
 * no 100k-character name reaches the database or every chat message. Walks each exported input schema.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.js';
import { maxLength, tooLongMessage } from './validators.js';

/** String formats whose pattern fixes the length. */
const fixedFormats = new Set(['uuid', 'guid', 'datetime', 'date', 'time', 'cuid', 'cuid2', 'ulid', 'nanoid']);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Paths of strings in `schema` that accept any length. */
export function unboundedStrings(schema: unknown, path: string, ancestors = new Set<unknown>()): string[] {
  // Only a schema inside itself (a recursive one) is skipped; one shared by two fields is walked at both.
  if (ancestors.has(schema)) return [];
  ancestors.add(schema);
  try {
    return walkDef(defOf(schema), schema, path, (inner, at = path) => unboundedStrings(inner, at, ancestors));
  } finally {
    ancestors.delete(schema);
  }
}

function walkDef(def: Def, schema: unknown, path: string, walk: (inner: unknown, at?: string) => string[]): string[] {
  switch (def.type) {
    case 'string': {
      const s = schema as { maxLength: number | null; format: string | null };
      return s.maxLength != null || (s.format && fixedFormats.has(s.format)) ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, `${path}.${k}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => walk(o));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((o, i) => walk(o, `${path}[${i}]`));
    case 'pipe': {
      // The last step that validates decides: `a.transform(f)` is checked by `a`, `a.pipe(b)` by `b`.
      const out = defOf(def.out);
      return out.type === 'transform' ? walk(def.in) : walk(def.out);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    default:
      return [];
  }
}

/** Exported schemas a client fills in: `…Input`, `…Query`, upload fields, and every socket event's payload. */
function inputSchemas(): Array<[string, unknown]> {
  const exported = Object.entries(contracts).filter(
    ([name, value]) =>
      /(Input|Query|Fields)$/.test(name) && typeof value === 'object' && value !== null && '_zod' in value,
  );
  const events = Object.entries(contracts.clientEventSchemas).map(
    ([event, schema]) => [`socket:${event}`, schema] as [string, unknown],
  );
  return [...exported, ...events];
}

describe('input lengths', () => {
  it('finds the input schemas it walks, including socket payloads', () => {
    const names = inputSchemas().map(([n]) => n);
    expect(names).toEqual(expect.arrayContaining(['loginInput', 'registerInput', 'uploadFields', 'socket:message']));
  });

  it('bounds every string a client can send', () => {
    const unbounded = inputSchemas().flatMap(([name, schema]) => unboundedStrings(schema, name));
    expect(unbounded).toEqual([]);
  });

  it('notices an unbounded string, and says how long is too long', async () => {
    const { z: zod } = await import('zod');
    expect(unboundedStrings(zod.object({ a: zod.string(), b: zod.string().max(3) }), 'x')).toEqual(['x.a']);
    expect(unboundedStrings(zod.array(zod.string().trim().optional()), 'x')).toEqual(['x[]']);
    const long = 'a'.repeat(maxLength.name + 1);
    const parsed = contracts.loginInput.safeParse({ email: `${long}@example.test`, password: 'x' });
    expect(parsed.success).toBe(true);
    const tooLong = contracts.loginInput.safeParse({
      email: `${'a'.repeat(maxLength.email)}@example.test`,
      password: 'x',
    });
    expect(tooLong.error?.issues[0]?.message).toBe(tooLongMessage(maxLength.email));
  });

  it('caps passwords at the same length on sign-in and on every new-password path', () => {
    const atLimit = `Aa1!${'x'.repeat(maxLength.password - 4)}`;
    const overLimit = `${atLimit}x`;
    const schemas: Array<[z.ZodType, (p: string) => Record<string, unknown>]> = [
      [contracts.loginInput, (password) => ({ email: 'a@example.test', password })],
      [contracts.resetPasswordInput, (password) => ({ token: 'x'.repeat(20), password, confirmPassword: password })],
      [
        contracts.resetAccountPasswordInput,
        (password) => ({ currentPassword: 'Old!Passw0rd', password, confirmPassword: password }),
      ],
      [contracts.confirmAccountPasswordInput, (password) => ({ password })],
    ];
    for (const [schema, body] of schemas) {
      expect(schema.safeParse(body(atLimit)).success).toBe(true);
      expect(schema.safeParse(body(overLimit)).success).toBe(false);
    }
  });
});
