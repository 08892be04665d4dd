import { describe, expect, it } from 'vitest';
import { createSerializerCompiler, keepFrozenJson, sharedAnswers } from './serialization.js';

const schema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};
const compile = () =>
  createSerializerCompiler()({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string | Buffer;
const text = (out: string | Buffer) => (typeof out === 'string' ? out : out.toString('utf8'));

describe('response serialisation', () => {
  it('serialises by the schema (unknown fields left out)', () => {
    expect(text(compile()({ items: [{ name: 'Kamar 22 m²', secret: 'x' }] }))).toBe(
      '{"items":[{"name":"Kamar 22 m²"}]}',
    );
  });

  it('keeps the bytes of a value frozen all the way down and answers the same bytes again', () => {
    const serialize = compile();
    const value = Object.freeze({ items: Object.freeze([Object.freeze({ name: 'Deluxe' })]) });
    const first = serialize(value);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(serialize(value)).toBe(first);
    expect(text(first)).toBe('{"items":[{"name":"Deluxe"}]}');
  });

  it('never answers old JSON for a value that can still change', () => {
    const serialize = compile();
    const room = { name: 'Deluxe' };
    const shallow = Object.freeze({ items: Object.freeze([room]) });
    expect(text(serialize(shallow))).toBe('{"items":[{"name":"Deluxe"}]}');
    room.name = 'Suite';
    expect(text(serialize(shallow))).toBe('{"items":[{"name":"Suite"}]}');
    const open = { items: [{ name: 'A' }] };
    expect(text(serialize(open))).toBe('{"items":[{"name":"A"}]}');
    open.items[0]!.name = 'B';
    expect(text(serialize(open))).toBe('{"items":[{"name":"B"}]}');
  });

  it('keeps nothing across serializers (each route and status has its own)', () => {
    const upper = keepFrozenJson((data) => JSON.stringify(data).toUpperCase());
    const plain = keepFrozenJson((data) => JSON.stringify(data));
    const value = Object.freeze({ a: 'x' });
    expect(text(upper(value))).toBe('{"A":"X"}');
    expect(text(plain(value))).toBe('{"a":"x"}');
  });
});

describe('sharedAnswers', () => {
  const answerOf = sharedAnswers((rooms: readonly { name: string }[]) => ({ items: [...rooms] }));

  it('gives one deeply frozen answer per frozen source', () => {
    const rooms = Object.freeze([Object.freeze({ name: 'A' })]);
    const answer = answerOf(rooms);
    expect(answerOf(rooms)).toBe(answer);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.items)).toBe(true);
    expect(answerOf(Object.freeze([...rooms]))).not.toBe(answer);
  });

  it('builds a fresh, unfrozen answer from a source that is not frozen', () => {
    const rooms = [{ name: 'A' }];
    const answer = answerOf(rooms);
    expect(answerOf(rooms)).not.toBe(answer);
    expect(Object.isFrozen(answer)).toBe(false);
  });
});
