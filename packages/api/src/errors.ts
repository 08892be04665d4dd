/** One field-level error, as the server sends it in `errors`. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Codes the client itself produces (the server's own codes pass through unchanged). */
export const CLIENT_ERROR_CODES = {
  /** No response at all: offline, DNS, connection refused. The app shows the no-internet screen. */
  NETWORK: 'NETWORK',
  /** No response within the request timeout (30 s by default). */
  TIMEOUT: 'TIMEOUT',
  /** The caller aborted the request through its own signal. */
  ABORTED: 'ABORTED',
  /** The access token was rejected and the refresh failed: the app goes back to /login. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** An HTTP failure without the server's `{ code, message }` body. */
  HTTP_ERROR: 'HTTP_ERROR',
  /** A GraphQL error without `extensions.code`. */
  GRAPHQL_ERROR: 'GRAPHQL_ERROR',
} as const;

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[] | undefined;
  requestId: string;
  /** Other fields of the server's error body, e.g. `attemptsLeft`, `retryAfterSeconds`. */
  details?: Record<string, unknown> | undefined;
  cause?: unknown;
}

/**
 * The one error every call of this package rejects with. `status` is 0 when there was no HTTP response
 * (NETWORK, TIMEOUT, ABORTED).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors?: FieldError[];
  readonly requestId: string;
  /** Other fields of the server's error body (`attemptsLeft` of OTP_WRONG, `retryAfterSeconds` of 429s). */
  readonly details?: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.errors !== undefined) this.errors = init.errors;
    this.requestId = init.requestId;
    if (init.details !== undefined) this.details = init.details;
  }

  /** The field errors as a `{ field: message }` map, handy for forms. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors ?? []) if (!(e.field in out)) out[e.field] = e.message;
    return out;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: FieldError[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    out.push({
      field: typeof item.field === 'string' ? item.field : '',
      code: typeof item.code === 'string' ? item.code : '',
      message: typeof item.message === 'string' ? item.message : '',
    });
  }
  return out;
}

/**
 * Builds the ApiError of a failed HTTP response. Uses the server's `{ code, message, errors }` when the body
 * has it, else `[status] statusText` (SPEC 8).
 */
export function errorFromBody(
  status: number,
  statusText: string,
  body: unknown,
  requestId: string,
): ApiError {
  if (isRecord(body) && typeof body.code === 'string' && body.code !== '') {
    const { code: _code, message: _message, errors: _errors, ...rest } = body;
    return new ApiError({
      details: Object.keys(rest).length > 0 ? rest : undefined,
      status,
      code: body.code,
      message:
        typeof body.message === 'string' && body.message !== '' ? body.message : `[${status}] ${statusText}`,
      errors: toFieldErrors(body.errors),
      requestId,
    });
  }
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.HTTP_ERROR,
    message: `[${status}] ${statusText}`,
    requestId,
  });
}

/** Reads a response body as JSON without consuming the original; undefined when it is not JSON. */
export async function readJsonSafely(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
