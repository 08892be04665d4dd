import path from 'node:path';
import { clockFrom, isValidDate, systemClock, type Clock } from '@extranet/domain';

/** Server configuration. Read from the environment only (see README.md); nothing else configures the server. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder for the embedded database (`pgdata`), uploaded files and other local state. */
  readonly dataDir: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in `<dataDir>/pgdata`. */
  readonly databaseUrl: string | undefined;
  /**
   * Connections the server keeps to PostgreSQL (DATABASE_POOL_SIZE, default 10). About twice the database
   * server's cores plus one is best for the intake: on 2 cores, 5 booked more a second than 10 or 20
   * (docs/decisions/server-intake-no-overbooking.md).
   */
  readonly databasePoolSize: number;
  /** SMTP connection URL for outgoing mail; undefined = mail stays in the outbox table. */
  readonly smtpUrl: string | undefined;
  /**
   * S3-compatible object storage for photos (`http://key:secret@host:port/bucket`, path-style); undefined =
   * photos are stored on the local disk under `<dataDir>/media`.
   */
  readonly objectStorageUrl: string | undefined;
  /** Host of this app (used to decide whether a `ref` parameter may be kept on legacy redirects). */
  readonly appHost: string | undefined;
  /** Base URL of the newer extranet; undefined = no legacy redirects. */
  readonly newExtranetUrl: string | undefined;
  /**
   * Where users reach this extranet (PUBLIC_URL, e.g. https://extranet.example.com), for links in e-mails;
   * default http://localhost:<PORT>.
   */
  readonly publicUrl: string;
  /** API key the marketplace uses for the booking intake API. */
  readonly marketplaceApiKey: string | undefined;
  /** Secret for signing access tokens; undefined = generated once and kept in the database (settings). */
  readonly jwtSecret: string | undefined;
  /**
   * The VAPID key pair of web push (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, base64url, both or neither);
   * undefined = generated once and kept in the database (settings), the private key sealed
   * (docs/decisions/web-push.md).
   */
  readonly vapidKeys: { readonly publicKey: string; readonly privateKey: string } | undefined;
  /**
   * VAPID_SUBJECT: how a push service reaches the operator (`mailto:` or `https:` URL). Default PUBLIC_URL when
   * it is https, else `mailto:webmaster@<PUBLIC_URL's host>`.
   */
  readonly vapidSubject: string;
  /**
   * Let calendar sync fetch iCal links on loopback and private addresses (CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS=true;
   * tests and intranet deployments). Off by default: links are typed by users (SSRF).
   */
  readonly calendarSyncAllowPrivateHosts: boolean;
  readonly logLevel: string;
  /**
   * DEV_OUTBOX=true serves the mail outbox over HTTP (GET /api/v1/dev/outbox): every mail, password-reset codes
   * included, to anyone who can reach the server. For the test suites only; off by default (`pnpm outbox`
   * reads the outbox on a developer machine).
   */
  readonly devOutbox: boolean;
  /**
   * TRUST_PROXY=true: the server runs behind a (TLS-terminating) reverse proxy whose X-Forwarded-Proto and
   * X-Forwarded-For are honoured: the client's address (rate limits) and https (Secure cookies, HSTS). Off by
   * default: a client could otherwise claim any address and scheme.
   */
  readonly trustProxy: boolean;
  /** Folder of the built extranet app (index.html + assets). */
  readonly staticDir: string;
  /**
   * TEST_NOW: the instant the server's clock starts at (it then runs at the real pace), so the server and its
   * tests behave as on any date; unset, the machine's clock. For tests and demos only.
   */
  readonly testNow: Date | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = (nonEmpty(env[name]) ?? 'false').toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** The server's clock: from TEST_NOW on when it is set, else the machine's. */
export function configuredClock(config: Pick<Config, 'testNow'>): Clock {
  return config.testNow ? clockFrom(config.testNow) : systemClock;
}

/** An ISO 8601 instant with its offset (2027-02-28T23:30:00+07:00), or undefined when unset. */
function instant(env: NodeJS.ProcessEnv, name: string): Date | undefined {
  const value = nonEmpty(env[name]);
  if (value === undefined) return undefined;
  const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const ms = shaped && isValidDate(value.slice(0, 10)) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) {
    throw new ConfigError(
      `${name} must be an ISO 8601 instant with an offset (2027-02-28T23:30:00+07:00), got "${value}"`,
    );
  }
  return new Date(ms);
}

/** The built extranet relative to this file: src/ or dist/ of apps/server -> apps/extranet/dist. */
export function defaultStaticDir(): string {
  return path.resolve(import.meta.dirname, '../../extranet/dist');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64UrlBytes = (value: string) =>
  BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : 0;

function vapidKeysOf(env: NodeJS.ProcessEnv): Config['vapidKeys'] {
  const publicKey = nonEmpty(env.VAPID_PUBLIC_KEY);
  const privateKey = nonEmpty(env.VAPID_PRIVATE_KEY);
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  // An uncompressed P-256 point (65 bytes) and a P-256 private key (32 bytes), as `web-push generate-vapid-keys`.
  if (base64UrlBytes(publicKey) !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes, uncompressed)');
  }
  if (base64UrlBytes(privateKey) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)');
  }
  return { publicKey, privateKey };
}

function vapidSubjectOf(env: NodeJS.ProcessEnv, publicUrl: string): string {
  const subject = nonEmpty(env.VAPID_SUBJECT);
  if (subject === undefined) {
    const url = new URL(publicUrl);
    return url.protocol === 'https:' ? url.origin : `mailto:webmaster@${url.hostname}`;
  }
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^/\s]+\S*)$/i.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${subject}"`);
  }
  return subject;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portText = nonEmpty(env.PORT) ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${portText}"`);
  }
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const newExtranetUrl = nonEmpty(env.NEW_EXTRANET_URL);
  if (newExtranetUrl !== undefined && !/^https?:\/\/[^/\s]+/i.test(newExtranetUrl)) {
    throw new ConfigError(`NEW_EXTRANET_URL must be an http(s) URL, got "${newExtranetUrl}"`);
  }
  const objectStorageUrl = nonEmpty(env.OBJECT_STORAGE_URL);
  if (objectStorageUrl !== undefined && !/^https?:\/\/[^/\s]+\/[^/\s]+/i.test(objectStorageUrl)) {
    throw new ConfigError(
      'OBJECT_STORAGE_URL must be an http(s) URL with the bucket as its path (http://key:secret@host:port/bucket)',
    );
  }
  const poolText = nonEmpty(env.DATABASE_POOL_SIZE) ?? '10';
  const databasePoolSize = Number(poolText);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 1000) {
    throw new ConfigError(`DATABASE_POOL_SIZE must be an integer between 1 and 1000, got "${poolText}"`);
  }
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/i.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  return {
    port,
    vapidKeys: vapidKeysOf(env),
    vapidSubject: vapidSubjectOf(env, publicUrl),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize,
    smtpUrl: nonEmpty(env.SMTP_URL),
    objectStorageUrl,
    appHost: nonEmpty(env.APP_HOST),
    newExtranetUrl,
    publicUrl,
    marketplaceApiKey: nonEmpty(env.MARKETPLACE_API_KEY),
    jwtSecret,
    calendarSyncAllowPrivateHosts: flag(env, 'CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS'),
    logLevel,
    devOutbox: flag(env, 'DEV_OUTBOX'),
    trustProxy: flag(env, 'TRUST_PROXY'),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? defaultStaticDir()),
    testNow: instant(env, 'TEST_NOW'),
  };
}
