import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import formatsPlugin from 'ajv-formats';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = formatsPlugin as unknown as AddFormats;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // OpenAPI adds keywords JSON Schema does not know (example, x-*): allow them.
    strict: false,
    allErrors: true,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    validateFormats: true,
  });
  addFormats(ajv);
  return ajv;
}

/** A problem in ajv's shape, so errors.ts maps it like ajv's own (keyword -> field error code). */
export interface InputProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * Text no field may hold: NUL (PostgreSQL text cannot store it) and a UTF-16 surrogate without its pair
 * (not a character; it would be stored as U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_PROBLEMS = 20;

const pointer = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Every string (value or key) of a request part holding NUL or a lone surrogate, as `invalidText` problems.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unsafeTextProblems(data: unknown): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (UNSAFE_TEXT.test(value)) {
        problems.push({ keyword: 'invalidText', instancePath: path, params: {}, message: 'invalid text' });
      }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path + pointer(i)]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value).reverse()) {
        if (UNSAFE_TEXT.test(key)) {
          // Reported on the object holding it: the key itself is not repeated in the answer.
          problems.push({ keyword: 'invalidText', instancePath: path, params: {}, message: 'invalid text' });
        } else {
          stack.push([child, path + pointer(key)]);
        }
      }
    }
  }
  return problems;
}

const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function declaredTypes(schema: unknown): string[] {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** The number-typed properties of a path, query or header schema, read once when the route is compiled. */
function numberProperties(schema: unknown): { name: string; integer: boolean }[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!properties) return [];
  const found: { name: string; integer: boolean }[] = [];
  for (const [name, propertySchema] of Object.entries(properties)) {
    const types = declaredTypes(propertySchema);
    const integer = types.includes('integer');
    if (integer || types.includes('number')) found.push({ name, integer });
  }
  return found;
}

/**
 * Numbers of a path, query or header part written only as plain decimals: ajv's coercion would also read
 * "0x10", "1e3", " 7" or "007" as numbers, and the property check (app.ts) reads the raw `hotelId`.
 */
function numberTextProblems(numbers: { name: string; integer: boolean }[], data: unknown): InputProblem[] {
  if (numbers.length === 0 || typeof data !== 'object' || data === null) return [];
  const problems: InputProblem[] = [];
  for (const { name, integer } of numbers) {
    const raw = (data as Record<string, unknown>)[name];
    const values = Array.isArray(raw) ? raw : [raw];
    const pattern = integer ? INTEGER_TEXT : NUMBER_TEXT;
    if (values.some((v) => typeof v === 'string' && !pattern.test(v))) {
      problems.push({
        keyword: 'type',
        instancePath: pointer(name),
        params: { type: integer ? 'integer' : 'number' },
        message: `must be ${integer ? 'integer' : 'number'}`,
      });
    }
  }
  return problems;
}

/** Any NUL or surrogate at all: the full check (UNSAFE_TEXT) is needed only when this finds one. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const MAYBE_UNSAFE_TEXT = /[\u0000\ud800-\udfff]/;

/**
 * True when a path, query or header part is an object of plain strings without NUL or surrogates (what
 * almost every request sends): nothing to walk. Anything else goes through unsafeTextProblems.
 */
function isPlainSafeText(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  for (const key of Object.keys(data)) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value !== 'string' || MAYBE_UNSAFE_TEXT.test(value) || MAYBE_UNSAFE_TEXT.test(key))
      return false;
  }
  return true;
}

type Validator = ((data: unknown, context?: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/** ajv's validator preceded by the checks of text (every part) and of numbers written as text (not bodies). */
function guarded(validate: ValidateFunction, schema: unknown, wire: boolean): Validator {
  const numbers = wire ? numberProperties(schema) : [];
  const check: Validator = (data, context) => {
    const text = wire && isPlainSafeText(data) ? [] : unsafeTextProblems(data);
    const problems = numbers.length > 0 ? [...text, ...numberTextProblems(numbers, data)] : text;
    if (problems.length > 0) {
      check.errors = problems as FastifySchemaValidationError[];
      return false;
    }
    const valid = (validate as (d: unknown, c?: unknown) => boolean)(data, context);
    check.errors = validate.errors as FastifySchemaValidationError[] | null | undefined;
    return valid;
  };
  // Fastify passes the parent object (so ajv may coerce the root) when the validator has a schemaEnv.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/**
 * Request validation compiled from the contract (JSON Schema 2020-12, as OpenAPI 3.1 uses). Bodies are
 * validated as sent (no type coercion: "5" is not a number); path, query and headers are strings on the
 * wire and are coerced to the declared types, from plain decimals only. No part may hold NUL or a lone
 * surrogate (field error INVALID_CHARACTERS).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  compilers ??= { body: makeAjv(false), wire: makeAjv(true) };
  const { body, wire } = compilers;
  return ({ schema, httpPart }) => {
    const onWire = httpPart !== 'body';
    const key = `${onWire ? 'wire' : 'body'} ${JSON.stringify(schema)}`;
    let validator = compiledValidators.get(key);
    if (!validator) {
      // Fastify reads `errors` of a failed call into error.validation (mapped to field errors in errors.ts).
      validator = guarded((onWire ? wire : body).compile(schema as object), schema, onWire);
      compiledValidators.set(key, validator);
    }
    return validator;
  };
}

/**
 * The validators compiled so far, by part and schema, for the life of the process: a validator is a pure
 * function of its schema, so every app built from the same contract (the tests build many) compiles each
 * schema once instead of once per app.
 */
const compiledValidators = new Map<string, Validator>();
let compilers: { body: Ajv2020; wire: Ajv2020 } | undefined;
