import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler } from 'fastify';
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

/**
 * Request validation compiled from the contract (JSON Schema 2020-12, as OpenAPI 3.1 uses). Bodies are
 * validated as sent (no type coercion: "5" is not a number); path, query and headers are strings on the
 * wire and are coerced to the declared types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const body = makeAjv(false);
  const other = makeAjv(true);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : other;
    // Fastify reads `errors` of a failed call into error.validation (mapped to field errors in errors.ts).
    return ajv.compile(schema as object);
  };
}
