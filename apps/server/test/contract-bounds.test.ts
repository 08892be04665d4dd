/**
 * The contract bounds what it accepts, so bad input is a 400 and never reaches the database: every integer and
 * number has a maximum, and every date or time is a string with `format: date` or `date-time`. Minimums are
 * left to the domain validators where they give the better message (a negative price).
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/openapi/contract.js';

type Node = Record<string, unknown>;

/** Every schema object of the document with its JSON pointer and the property name it describes. */
function* schemas(node: unknown, pointer = '', name = ''): Generator<[Node, string, string]> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* schemas(child, `${pointer}/${i}`, name);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const n = node as Node;
  if ('type' in n && (typeof n.type === 'string' || Array.isArray(n.type))) yield [n, pointer, name];
  for (const [key, child] of Object.entries(n)) {
    if (key === 'example' || key === 'examples' || key === 'default') continue;
    // A property's name, a parameter's name: the name of the schema below.
    const below = key === 'properties' ? '' : pointer.endsWith('/properties') ? key : name;
    const paramName = typeof n.name === 'string' && key === 'schema' ? n.name : below;
    yield* schemas(child, `${pointer}/${key}`, paramName);
  }
}

const types = (n: Node) => (Array.isArray(n.type) ? n.type.map(String) : [String(n.type)]);
/** Names of fields holding a date or an instant (checkIn, periodStart, updatedAt, from, to...). */
const DATE_NAME =
  /(date|Date|At$|^(from|to|start|end|checkIn|checkOut|arrival|departure)$|[a-z](Start|End)$)/;

describe('contract bounds', () => {
  it('every integer and number has a maximum', async () => {
    const doc = await loadContract();
    const unbounded: string[] = [];
    for (const [n, pointer] of schemas(doc, '#')) {
      const t = types(n);
      if (!t.includes('integer') && !t.includes('number')) continue;
      if (typeof n.maximum !== 'number' && typeof n.exclusiveMaximum !== 'number') unbounded.push(pointer);
    }
    expect(unbounded).toEqual([]);
  });

  it('every date field is a string with format date or date-time', async () => {
    const doc = await loadContract();
    const loose: string[] = [];
    for (const [n, pointer, name] of schemas(doc, '#')) {
      if (!DATE_NAME.test(name) || !types(n).includes('string') || n.format === 'email') continue;
      if (n.format !== 'date' && n.format !== 'date-time') loose.push(`${pointer} (${name})`);
    }
    expect(loose).toEqual([]);
  });
});
