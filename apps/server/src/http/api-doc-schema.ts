/**
 * A JSON Schema in a few words for `docs/api.md`: an object's field names (`?` when optional), one level deeper
 * under `data` (the envelope's payload), arrays as `[…]`, alternatives joined by `|`. The exact shapes are in the
 * OpenAPI document; this is the glance a reader needs to find the route.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

/** Fields shown whole beyond the first level: the envelope's payload. */
const expanded = new Set(['data']);

export function summariseSchema(schema: JsonSchema, depth = 0): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const named = [...new Set(alternatives.map((s) => summariseSchema(s, depth)))];
    return named.join(' | ');
  }
  if (schema.allOf) return schema.allOf.map((s) => summariseSchema(s, depth)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, field]) => {
      const label = required.has(name) ? name : `${name}?`;
      return expanded.has(name) && depth === 0 && hasFields(field) ? `${label}: ${summariseSchema(field, 1)}` : label;
    });
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  if (schema.items) return `[${summariseSchema(schema.items, depth)}]`;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = [schema.type ?? 'any'].flat();
  return type.join(' | ');
}

const hasFields = (schema: JsonSchema): boolean =>
  Boolean(schema.properties) || (schema.anyOf ?? schema.oneOf ?? []).some(hasFields);
