import { STATUS_CODES as HTTP_STATUS_TEXT } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, translate, type Language } from '@extranet/i18n';
import { requestLanguage } from './lang.js';

export interface FieldErrorInput {
  field: string;
  code: string;
  /** Message key params (e.g. `{ limit: 50 }`). */
  params?: Record<string, unknown>;
  /** Explicit message, already translated; else `errors.field.<code>` is used. */
  message?: string;
}

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface AppErrorOptions {
  /** Params of the message (`errors.<code>`). */
  params?: Record<string, unknown>;
  errors?: FieldErrorInput[];
  /** Extra top-level fields of the body (e.g. `{ retryAfterSeconds: 30 }`). */
  extra?: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** A different catalog key for the message than `errors.<code>`. */
  messageKey?: string;
  cause?: unknown;
}

/**
 * An expected error: becomes `{ code, message, errors?, ...extra }` with HTTP `status`, message translated
 * from `errors.<code>` into the caller's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = (code = 'FORBIDDEN') => new AppError(403, code);
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const validationError = (errors: FieldErrorInput[]) =>
  new AppError(400, 'VALIDATION_ERROR', { errors });

export function errorMessage(
  lang: Language,
  code: string,
  params?: Record<string, unknown>,
  key?: string,
): string {
  return (
    translate(lang, key ?? `errors.${code}`, params) ??
    translate(lang, 'errors.INTERNAL') ??
    'Something went wrong. Please try again.'
  );
}

export function fieldErrorMessage(lang: Language, input: FieldErrorInput): FieldError {
  return {
    field: input.field,
    code: input.code,
    message:
      input.message ??
      translate(lang, `errors.field.${input.code}`, input.params) ??
      translate(lang, 'errors.field.INVALID_VALUE') ??
      input.code,
  };
}

export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
  [key: string]: unknown;
}

export function errorBody(lang: Language, error: AppError): ErrorBody {
  const { params, errors, extra, messageKey } = error.options;
  return {
    ...extra,
    code: error.code,
    message: errorMessage(lang, error.code, params, messageKey),
    ...(errors && errors.length > 0 ? { errors: errors.map((e) => fieldErrorMessage(lang, e)) } : {}),
  };
}

// ---------------------------------------------------------------- ajv validation errors -> field errors

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const KEYWORD_CODES: Record<string, string> = {
  required: 'REQUIRED',
  type: 'INVALID_TYPE',
  format: 'INVALID_FORMAT',
  pattern: 'INVALID_FORMAT',
  enum: 'INVALID_VALUE',
  const: 'INVALID_VALUE',
  minLength: 'TOO_SHORT',
  maxLength: 'TOO_LONG',
  minimum: 'TOO_SMALL',
  exclusiveMinimum: 'TOO_SMALL',
  maximum: 'TOO_LARGE',
  exclusiveMaximum: 'TOO_LARGE',
  minItems: 'TOO_FEW_ITEMS',
  maxItems: 'TOO_MANY_ITEMS',
  minProperties: 'REQUIRED',
  maxProperties: 'TOO_MANY_ITEMS',
  additionalProperties: 'UNKNOWN_FIELD',
  uniqueItems: 'DUPLICATE_ITEMS',
  // http/validation.ts: NUL or a lone UTF-16 surrogate in a string or a key.
  invalidText: 'INVALID_CHARACTERS',
};

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** Every code a request-validation problem can have (each has `errors.field.<code>` in both languages). */
export const validationCodes = (): string[] => [...new Set(Object.values(KEYWORD_CODES))];
/** Every code of an error Fastify or Node raised (each has `errors.<code>` in both languages). */
export const frameworkCodes = (): string[] => [
  ...new Set([...Object.values(STATUS_CODES), ...Object.values(FASTIFY_CODES).map(([, code]) => code)]),
  'REQUEST_TIMEOUT',
];

const MAX_KEY = 100;

/** One field error per field (the first problem of each), in the order ajv reported them. */
export function ajvToFieldErrors(errors: readonly AjvErrorLike[], context?: string): FieldErrorInput[] {
  const out: FieldErrorInput[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    // Branch failures of anyOf/oneOf repeat what the branches said.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    let field = pointerToField(e.instancePath);
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
      field = field ? `${field}.${e.params.missingProperty}` : e.params.missingProperty;
    }
    const unknown = e.params.additionalProperty;
    // An unknown key is named in the field, unless it is too long to repeat (the answer never echoes input).
    if (e.keyword === 'additionalProperties' && typeof unknown === 'string' && unknown.length <= MAX_KEY) {
      field = field ? `${field}.${unknown}` : unknown;
    }
    if (context && context !== 'body' && field === '') field = context;
    if (seen.has(field)) continue;
    seen.add(field);
    const limit = e.params.limit;
    out.push({
      field,
      code: KEYWORD_CODES[e.keyword] ?? 'INVALID_VALUE',
      ...(limit !== undefined ? { params: { limit } } : {}),
    });
  }
  return out;
}

// ---------------------------------------------------------------- the one error handler

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  411: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Fastify's own errors with a code of their own (others get the code of their status). Fastify's message is
 * never shown: it can quote the request (the URL of FST_ERR_MAX_PARAM_LENGTH, a header value).
 */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL_TOO_LONG'],
  FST_ERR_BAD_URL: [400, 'BAD_URL'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST'],
};

/** Translates any thrown error into the one error shape. Never a 500 for a client's mistake. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fe = error as Partial<FastifyError> & { validation?: AjvErrorLike[]; validationContext?: string };
  if (fe && Array.isArray(fe.validation)) {
    return validationError(ajvToFieldErrors(fe.validation, fe.validationContext));
  }
  const known = typeof fe?.code === 'string' ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return new AppError(known[0], known[1], { cause: error });
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 400 && error instanceof SyntaxError) {
      return new AppError(400, 'MALFORMED_JSON', { cause: error });
    }
    const headers: Record<string, string> = {};
    if (status === 429) {
      const after = (fe as { retryAfter?: unknown }).retryAfter;
      if (typeof after === 'number') headers['retry-after'] = String(Math.ceil(after / 1000));
    }
    return new AppError(status, STATUS_CODES[status] ?? 'BAD_REQUEST', { cause: error, headers });
  }
  if (status === 503) return new AppError(503, 'SERVICE_UNAVAILABLE', { cause: error });
  return new AppError(500, 'INTERNAL', { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (!(error instanceof AppError)) {
    request.log.info(
      { err: { message: (error as Error)?.message, code: (error as FastifyError)?.code } },
      'bad request',
    );
  }
  for (const [name, value] of Object.entries(appError.options.headers ?? {})) reply.header(name, value);
  // Errors of the router (frameworkErrors in app.ts) come before the onRequest hook that sets it.
  if (!reply.hasHeader('x-request-id')) reply.header('x-request-id', request.id);
  return reply
    .status(appError.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(requestLanguage(request), appError));
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refused (malformed, headers too large, timed out)
 * answered in the one error shape, in the default language (its headers were not read), then the connection
 * is closed as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE']
        : [400, 'BAD_REQUEST'];
  const body = JSON.stringify(errorBody(DEFAULT_LANGUAGE, new AppError(status, code)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${HTTP_STATUS_TEXT[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
