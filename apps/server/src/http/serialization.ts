/**
 * Response serialisation: fast-json-stringify from each operation's response schemas (what Fastify does by
 * default), and the JSON of an answer that cannot change kept with it.
 *
 * A hot read answers with the same frozen value to many requests while it is cached (db/read-cache.ts freezes
 * what it stores; `sharedAnswer` below builds one frozen answer from it). Turning that value into JSON, and
 * the JSON into bytes, was a good part of such a request's cost: the bytes are kept per serializer in a
 * WeakMap keyed by the value, and go when the value does. Only a value frozen all the way down is kept (it is
 * checked once, when first serialised), so nothing that can still change is ever answered from old JSON.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { deepFreeze } from '../db/read-cache.js';

/** True when `value` and everything it holds is frozen (a primitive is). */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (!Object.isFrozen(value)) return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as object;
    for (const child of Object.values(current)) {
      if (typeof child === 'function') return false;
      if (typeof child === 'object' && child !== null) {
        if (!Object.isFrozen(child)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

/** `serialize` with the bytes of each deeply frozen value kept (see the file comment). */
export function keepFrozenJson(serialize: (data: unknown) => string): (data: unknown) => string | Buffer {
  const kept = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    const hit = kept.get(data);
    if (hit) return hit;
    const json = serialize(data);
    if (!isDeepFrozen(data)) return json;
    const bytes = Buffer.from(json);
    kept.set(data, bytes);
    return bytes;
  };
}

/** The serializer compiler of the app: fast-json-stringify per response schema, frozen answers kept. */
export function createSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = compiledSerializers.get(key);
    if (!serialize) {
      serialize = fastJson(schema as Parameters<typeof fastJson>[0]);
      compiledSerializers.set(key, serialize);
    }
    // Fastify sends a Buffer as it is (content-length from its size); its type says string only.
    return keepFrozenJson(serialize) as (data: unknown) => string;
  };
}

/** fast-json-stringify's functions by schema, for the life of the process (as validation.ts keeps validators). */
const compiledSerializers = new Map<string, (data: unknown) => string>();

/**
 * A builder of answers from values of the read cache that gives one frozen answer per frozen `source`:
 * `build(source)` runs once, and every request that reads the same cached value answers with the same object,
 * whose JSON the serializer keeps. A source that is not frozen (the cache was off) gets a fresh answer each time.
 * Call it once per kind of answer (module level), not per request.
 */
export function sharedAnswers<S extends object, A extends object>(build: (source: S) => A): (source: S) => A {
  const answers = new WeakMap<S, A>();
  return (source) => {
    if (!Object.isFrozen(source)) return build(source);
    let answer = answers.get(source);
    if (!answer) answers.set(source, (answer = deepFreeze(build(source))));
    return answer;
  };
}
