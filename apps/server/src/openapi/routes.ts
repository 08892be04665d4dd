import type { FastifySchema } from 'fastify';
import type { ContractOperation, JsonSchema, OpenApiDocument } from './contract.js';

/**
 * Fastify route schemas from the contract, without a runtime OpenAPI validator: the contract is checked
 * when it is bundled (and by openapi-typescript in CI), so the server only translates each operation.
 */

/** Inlines local `#/...` references (the bundle keeps shared schemas as components). */
export function dereference(doc: OpenApiDocument, node: unknown, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((x) => dereference(doc, x, stack));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (stack.includes(ref))
      throw new Error(`Recursive $ref in the contract: ${[...stack, ref].join(' -> ')}`);
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target =
        typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolved $ref in the contract: ${ref}`);
    const { $ref: _ignored, ...siblings } = node as Record<string, unknown>;
    const resolved = dereference(doc, target, [...stack, ref]) as Record<string, unknown>;
    // OpenAPI 3.1 allows siblings next to $ref (description, summary): they win.
    return Object.keys(siblings).length > 0
      ? { ...resolved, ...(dereference(doc, siblings, stack) as object) }
      : resolved;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = dereference(doc, value, stack);
  return out;
}

function objectOf(
  params: ContractOperation['parameters'],
  where: string,
  lowerCase = false,
): JsonSchema | undefined {
  const list = params.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of list) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    properties[name] = p.schema ?? {};
    if (p.required || where === 'path') required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** Fastify URL of an OpenAPI path: `/hotels/{hotelId}` -> `/hotels/:hotelId`. */
export function fastifyUrl(openapiPath: string): string {
  return openapiPath.replace(/{(\w+)}/g, ':$1');
}

/** The Fastify schema of one operation: params, querystring, headers, body and responses. */
export function routeSchema(doc: OpenApiDocument, op: ContractOperation): FastifySchema {
  const deref = <T>(x: T) => dereference(doc, x) as T;
  const parameters = deref(op.parameters);
  const schema: Record<string, unknown> = {};
  const params = objectOf(parameters, 'path');
  const query = objectOf(parameters, 'query');
  const headers = objectOf(parameters, 'header', true);
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (headers) schema.headers = headers;

  const body = deref(op.operation.requestBody);
  if (body?.content) {
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, media] of Object.entries(body.content))
      if (media.schema) content[type] = { schema: media.schema };
    if (Object.keys(content).length > 0) schema.body = { content };
  }

  const response: Record<string, unknown> = {};
  for (const [status, raw] of Object.entries(op.operation.responses ?? {})) {
    const res = deref(raw);
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, media] of Object.entries(res.content ?? {}))
      if (media.schema) content[type] = { schema: media.schema };
    if (Object.keys(content).length > 0) response[status] = { content };
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return schema as FastifySchema;
}
