/**
 * The server's logger options: what is logged never holds a secret or a person's data.
 * - Errors (`err`): a database error's bound parameters (`params`: a password hash, an e-mail, a phone) and
 *   its `detail` (`Key (email)=(…) already exists`) are dropped; quoted text in a message or stack (a value
 *   PostgreSQL or a JSON parser quotes back: `invalid input syntax for type integer: "…"`) is masked.
 * - URLs (`url`): the values of query parameters that can hold an e-mail, a code or a token, any value with an
 *   `@`, and the secret token of a calendar export link (`/api/v1/calendar-export/<token>.ics`) are masked.
 * - Headers and fields that carry credentials (authorization, cookies, passwords, codes, tokens) are
 *   censored wherever a log line would carry them.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';

export const REDACTED = '[REDACTED]';

/** Error properties that hold values of the statement or the request, never logged. */
const ERROR_VALUE_KEYS = ['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions'];
/** Query parameters whose values are secrets or personal data. */
const SECRET_QUERY_KEYS = new Set([
  'email',
  'to',
  'phone',
  'token',
  'code',
  'otp',
  'password',
  'refreshtoken',
  'accesstoken',
  'resettoken',
]);
const CALENDAR_EXPORT_TOKEN = /(\/calendar-export\/)[^/?#]+?(\.ics)?(?=$|[/?#])/g;
const QUOTED = /"[^"\n]*"|'[^'\n]*'/g;

/** The URL with its secrets masked (see the file comment). */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const withoutToken = url.replace(CALENDAR_EXPORT_TOKEN, `$1${REDACTED}$2`);
  const q = withoutToken.indexOf('?');
  if (q < 0) return withoutToken;
  const query = withoutToken
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let decodedKey = key;
      let decodedValue = value;
      try {
        decodedKey = decodeURIComponent(key);
        decodedValue = decodeURIComponent(value);
      } catch {
        return `${key}=${REDACTED}`;
      }
      const secret = SECRET_QUERY_KEYS.has(decodedKey.toLowerCase()) || decodedValue.includes('@');
      return secret ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${withoutToken.slice(0, q)}?${query}`;
}

function maskQuoted(text: unknown): unknown {
  return typeof text === 'string' ? text.replace(QUOTED, `"${REDACTED}"`) : text;
}

/** pino's error serializer without the values an error carries (see the file comment). */
export function serializeError(error: unknown): unknown {
  const serialized: Record<string, unknown> =
    error instanceof Error
      ? { ...stdSerializers.err(error) }
      : typeof error === 'object' && error !== null
        ? { ...(error as Record<string, unknown>) }
        : { message: error };
  for (const key of ERROR_VALUE_KEYS) delete serialized[key];
  serialized.message = maskQuoted(serialized.message);
  serialized.stack = maskQuoted(serialized.stack);
  if (typeof serialized.cause === 'object' && serialized.cause !== null) {
    serialized.cause = serializeError(serialized.cause);
  }
  return serialized;
}

/** Paths pino censors in every log line (headers, bodies or fields a line may carry). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'req.headers["x-pin-proof"]',
  'headers["x-pin-proof"]',
  'authorization',
  'cookie',
  'cookies',
  ...['password', 'currentPassword', 'newPassword', 'confirmPassword', 'otp', 'pin', 'token'].flatMap((k) => [
    k,
    `*.${k}`,
  ]),
  ...['accessToken', 'refreshToken', 'resetToken', 'firebaseToken'].flatMap((k) => [k, `*.${k}`]),
  ...['currentPin', 'confirmPin', 'proof'].flatMap((k) => [k, `*.${k}`]),
];

/** The logger of the server (a pino logger at LOG_LEVEL), optionally writing to `stream` (tests). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, url: redactUrl },
    ...(stream ? { stream } : {}),
  };
  return options as FastifyServerOptions['logger'];
}
