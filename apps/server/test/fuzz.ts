/**
 * Schema-derived request values for the bad-input sweep (bad-input-sweep.ts): a valid-looking value of a
 * JSON Schema, and the bad values worth sending in its place. Pure; the schemas are the contract's, with
 * local references already inlined (routes.ts `dereference`).
 */
export type Schema = Record<string, unknown>;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const HUGE_STRING = 'x'.repeat(70_000);
/** Integers JSON carries but JavaScript cannot hold exactly (1e20, 2^53 + 1). */
const HUGE_INTEGER = 1e20;
const UNSAFE_INTEGER = 2 ** 53 + 1;

/** The declared types of a schema (`type: [integer, 'null']` -> ['integer', 'null']). */
export function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  if (typeof t === 'string') return [t];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function branch(schema: Schema): Schema {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      const { [key]: _ignored, ...rest } = schema;
      return { ...rest, ...(list[0] as Schema) };
    }
  }
  const all = schema.allOf;
  if (Array.isArray(all)) {
    const { allOf: _ignored, ...rest } = schema;
    return all.reduce<Schema>(
      (acc, part) => {
        const p = part as Schema;
        return {
          ...acc,
          ...p,
          properties: { ...(acc.properties as object), ...(p.properties as object) },
          required: [...((acc.required as string[]) ?? []), ...((p.required as string[]) ?? [])],
        };
      },
      { ...rest },
    );
  }
  return schema;
}

/** A value the schema accepts in most cases (examples, enums and formats first). */
export function validValue(raw: Schema, depth = 0): unknown {
  const schema = branch(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return false;
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = (schema.items as Schema | undefined) ?? {};
      return Array.from({ length: min }, () => validValue(items, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 6) return out;
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      for (const name of (schema.required as string[] | undefined) ?? []) {
        out[name] = validValue(properties[name] ?? {}, depth + 1);
      }
      return out;
    }
    default:
      return stringValue(schema);
  }
}

function stringValue(schema: Schema): string {
  switch (schema.format) {
    case 'date':
      return '2030-01-15';
    case 'date-time':
      return '2030-01-15T10:00:00Z';
    case 'email':
      return 'fuzz@example.com';
    case 'uri':
    case 'url':
      // A literal private address: the calendar-sync guard refuses it without any network.
      return 'http://127.0.0.1:9/feed.ics';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default: {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'a'.repeat(Math.max(min, 1));
    }
  }
}

/** Bad values for a JSON value of the schema (bodies: typed JSON values). */
export function badJsonValues(raw: Schema): unknown[] {
  const schema = branch(raw);
  const types = typesOf(schema);
  const out: unknown[] = [NUL, LONE_SURROGATE];
  if (types.includes('string') || types.length === 0) {
    out.push(HUGE_STRING, '2026-03-01T25:61:00Z', '2026-02-30', '', '   ', 12345);
  }
  if (types.includes('integer') || types.includes('number')) {
    out.push(HUGE_INTEGER, 1e308, -1e308, 2147483648, UNSAFE_INTEGER, 1.5, -1, 0, '1');
  }
  if (types.includes('boolean')) out.push('true', 1);
  if (types.includes('array')) {
    const items = (schema.items as Schema | undefined) ?? {};
    out.push(
      {},
      Array.from({ length: 5000 }, () => validValue(items)),
      [null],
      [NUL],
      [HUGE_INTEGER],
    );
  }
  if (types.includes('object')) {
    const base = validValue(schema) as Record<string, unknown>;
    out.push([], 'x', { ...base, zzUnknownField: 1 }, JSON.parse('{"__proto__":{"polluted":1}}'));
  }
  if (!types.includes('null')) out.push(null);
  if (!types.includes('string') && types.length > 0) out.push('x');
  return out;
}

/** Bad values of a path, query or header parameter (strings on the wire). */
export function badWireValues(schema: Schema): string[] {
  const types = typesOf(branch(schema));
  const out = [NUL, LONE_SURROGATE, '', ' ', 'x'.repeat(3000)];
  if (types.includes('integer') || types.includes('number')) {
    out.push('99999999999999999999', '1e308', '-1', '0', '1.5', '0x10', '2147483648', '9007199254740993');
  } else {
    out.push('2026-03-01T25:61:00Z', '2026-02-30', '99999999999999999999');
  }
  return out;
}

/** Every location under a body schema worth mutating: [] (the whole body), ['a'], ['a', 'b'], ['list', 0]... */
export function bodyPaths(raw: Schema, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  const schema = branch(raw);
  const out: (string | number)[][] = [prefix];
  if (depth > 4) return out;
  const types = typesOf(schema);
  if (types.includes('object')) {
    for (const [name, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      out.push(...bodyPaths(child, [...prefix, name], depth + 1));
    }
  }
  if (types.includes('array') && schema.items) {
    out.push(...bodyPaths(schema.items as Schema, [...prefix, 0], depth + 1));
  }
  return out;
}

/** The schema at a body location. */
export function schemaAt(raw: Schema, location: (string | number)[]): Schema {
  let schema = branch(raw);
  for (const part of location) {
    schema =
      typeof part === 'number'
        ? branch((schema.items as Schema) ?? {})
        : branch(((schema.properties as Record<string, Schema>) ?? {})[part] ?? {});
  }
  return schema;
}

/** A copy of `base` with `value` at `location`, missing parents made from their schemas. */
export function withValueAt(
  root: Schema,
  base: unknown,
  location: (string | number)[],
  value: unknown,
): unknown {
  if (location.length === 0) return value;
  const [head, ...rest] = location as [string | number, ...(string | number)[]];
  const childSchema = schemaAt(root, [head]);
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    const current = list[head] ?? validValue(childSchema);
    list[head] = withValueAt(childSchema, current, rest, value);
    return list;
  }
  const object =
    typeof base === 'object' && base !== null && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  const current = head in object ? object[head] : validValue(childSchema);
  object[head] = withValueAt(childSchema, current, rest, value);
  return object;
}
