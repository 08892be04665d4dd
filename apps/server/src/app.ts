import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { DestinationStream } from 'pino';
import type { Clock } from '@extranet/domain';
import { configuredClock, type Config } from './config.js';
import type { AppContext } from './context.js';
import { enableReadCache } from './db/read-cache.js';
import type { Database } from './db/types.js';
import { refuseUndeclaredBody, registerCrossSiteGuard } from './http/cross-site.js';
import { AppError, clientErrorHandler, sendError, validationError } from './http/errors.js';
import {
  cachedHotelAccess,
  checkHotelRule,
  hotelGuardsOf,
  type HotelAccess,
  requireHotelAccess,
  requireSession,
  resolveSessionSecret,
  sessionKeyFromSecret,
} from './http/session.js';
import { loggerOptions } from './http/logging.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createSerializerCompiler } from './http/serialization.js';
import { registerStaticApp } from './http/static.js';
import { createValidatorCompiler } from './http/validation.js';
import { modules as defaultModules, type ServerModule } from './modules/index.js';
import { createPushNotifier, type PushTransport } from './modules/push/sender.js';
import { resolveVapidKeys } from './modules/push/vapid.js';
import { listOperations, loadContract, type ContractOperation } from './openapi/contract.js';
import { fastifyUrl, routeSchema } from './openapi/routes.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Fastify logger option: false in tests; default a pino logger at config.logLevel (http/logging.ts). */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (default stdout): a test reads what would be logged. */
  logStream?: DestinationStream;
  /** Modules to mount (default: every module of src/modules/index.ts). */
  modules?: readonly ServerModule[];
  /** Contract root file (default: openapi/openapi.yaml of the repository). */
  contractFile?: string;
  /** The server's clock (default: config.testNow's clock when set, else the machine's). */
  clock?: Clock;
  /** Where web pushes are POSTed (default: fetch to the push services, public addresses only). */
  pushTransport?: PushTransport;
}

/** Default body limit; routes may lower it with `x-body-limit` in the contract. */
const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Longest life of a read-cache entry (db/read-cache.ts): the bound for a write no notification announced. */
const READ_CACHE_TTL_MS = 5000;
/** A request slower than this is logged (warn) although it succeeded. */
const SLOW_REQUEST_MS = 1000;

/** A handler as the router calls it: each module's map is typed by operation (modules/types.ts). */
type RouteHandler = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) => Promise<unknown>;

function collectHandlers(
  modules: readonly ServerModule[],
): Map<string, { module: string; handler: RouteHandler }> {
  const handlers = new Map<string, { module: string; handler: RouteHandler }>();
  for (const mod of modules) {
    for (const [operationId, handler] of Object.entries(mod.handlers) as [string, RouteHandler][]) {
      const other = handlers.get(operationId);
      if (other) {
        throw new Error(
          `operationId ${operationId} is handled by two modules: ${other.module} and ${mod.name}`,
        );
      }
      handlers.set(operationId, { module: mod.name, handler });
    }
  }
  return handlers;
}

/** The raw `hotelId` path parameter when it is a valid id (else the contract's validation refuses it later). */
function hotelIdParam(request: FastifyRequest): number | null {
  // Before validation the path parameters are the raw strings of the URL.
  const params: unknown = request.params;
  const raw =
    typeof params === 'object' && params !== null && 'hotelId' in params ? params.hotelId : undefined;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Hooks that every contract operation gets from its description: session, property membership, body limit. */
function routeOptionsFor(op: ContractOperation | undefined): Partial<RouteOptions> {
  if (!op) return {};
  const options: Partial<RouteOptions> = {};
  if (op.secured) {
    const hotelScoped = op.parameters.some((p) => p.in === 'path' && p.name === 'hotelId');
    const rule = op.operation['x-hotel-route'] ?? op.operation['x-hotel-roles'];
    const guards = hotelGuardsOf(op.operation);
    // Before parsing and validation: an anonymous caller gets 401, and a caller who is not a user of the
    // property 404 (403 when its role may not), not a 400 about its body. For a property's operation one
    // statement checks the session is alive and reads the membership.
    // Not async: when the token and the membership are already known (db/read-cache.ts) nothing is awaited.
    // A membership of the read cache is frozen and the rule is a pure function of it: the memberships this
    // route's rule let through are remembered (until the cache drops them); a refusal is decided again.
    const allowed = new WeakSet<HotelAccess>();
    options.onRequest = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const hotelId = hotelScoped ? hotelIdParam(request) : null;
      const cached = hotelId === null ? undefined : cachedHotelAccess(request, hotelId);
      if (cached) {
        if (allowed.has(cached)) return done();
        try {
          checkHotelRule(cached, rule, guards);
        } catch (error) {
          return done(error as Error);
        }
        if (Object.isFrozen(cached)) allowed.add(cached);
        return done();
      }
      const check =
        hotelId === null ? requireSession(request) : requireHotelAccess(request, hotelId, rule, guards);
      // A property id the check could not read (0x3EA, 01002) never reaches a handler unchecked.
      const unread = hotelScoped && hotelId === null;
      check.then(
        () => done(unread ? validationError([{ field: 'hotelId', code: 'INVALID_TYPE' }]) : undefined),
        done,
      );
    };
  }
  const body = op.operation.requestBody as
    { required?: boolean; content?: Record<string, unknown> } | undefined;
  if (body?.content) {
    // Fastify validates a body only for the content types the contract lists: refuse the others, and a
    // missing required body, before they reach a handler unvalidated.
    const types = Object.keys(body.content).map((t) => t.toLowerCase());
    options.preValidation = async (request: FastifyRequest) => {
      const sent = request.body !== undefined && request.body !== null;
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (sent && !types.includes(type)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      if (!sent && body.required) throw validationError([{ field: '', code: 'REQUIRED' }]);
    };
  } else if (op.method !== 'get') {
    // No body declared: a `text/plain` or form body (what another page can send unasked) is refused unparsed.
    options.preParsing = async (request: FastifyRequest, _reply: FastifyReply, payload) => {
      await refuseUndeclaredBody(request);
      return payload;
    };
  }
  // The operation a request called, for what runs after its handler (the activity log, module activity-log).
  const rateLimit = op.operation['x-rate-limit'];
  options.config = {
    operationId: op.operationId,
    ...(rateLimit && typeof rateLimit === 'object' ? { rateLimit } : {}),
  };
  const limit = op.operation['x-body-limit'];
  if (typeof limit === 'number') options.bodyLimit = limit;
  return options;
}

/**
 * Builds the HTTP application on an already migrated database: contract-bound routes of every module
 * (src/openapi/routes.ts), the one error shape, request ids, the static extranet app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // No two info lines per request (they cost more than a cached read): requests are logged at debug level,
    // and at warn when they fail with a 5xx or are slow (see the onResponse hook). Errors log themselves.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // TRUST_PROXY: X-Forwarded-For/-Proto/-Host of the proxy give request.ip, .protocol and .host.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // The router's and Node's refusals (a too long or undecodable path, a malformed request) in the one shape.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
    clientErrorHandler,
  });

  const contract = await loadContract(options.contractFile);
  const secret = await resolveSessionSecret(db, config.jwtSecret);
  const clock = options.clock ?? configuredClock(config);
  const sessionKey = sessionKeyFromSecret(secret);
  const push = createPushNotifier({
    db,
    keys: await resolveVapidKeys(db, config, sessionKey, app.log),
    subject: config.vapidSubject,
    log: app.log,
    ...(options.pushTransport ? { transport: options.pushTransport } : {}),
  });
  const ctx: AppContext = { config, db, log: app.log, sessionKey, contract, clock, push };
  app.decorate('ctx', ctx);
  app.decorateRequest('session', null);
  app.decorateRequest('tokenClaims', null);
  app.decorateRequest('hotelAccess', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  registerCrossSiteGuard(app);
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status >= 500 || ms >= SLOW_REQUEST_MS) {
      request.log.warn({ method: request.method, url: request.url, status, ms }, 'request completed');
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug({ method: request.method, url: request.url, status, ms }, 'request completed');
    }
  });

  // Hot reads (session and membership of every request, ...) through a short-lived cache cleared by writes.
  const readCache = await enableReadCache(db, {
    ttlMs: READ_CACHE_TTL_MS,
    ...(db.changeChannel ? { channel: db.changeChannel() } : {}),
  });
  app.addHook('onClose', () => readCache.stop());
  // Pushes already started finish before the database closes.
  app.addHook('onClose', () => push.idle());
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError(404, 'ROUTE_NOT_FOUND')));
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler());

  await app.register(cookie);
  // After the cookie plugin: its onSend hook writes Set-Cookie, which makes an answer no-store too.
  registerSecurityHeaders(app);
  // Per-process limits for operations that declare `x-rate-limit: { max, timeWindow }` (flood protection).
  // Limits that must hold across processes (sign-in, OTP) are counted in the database by their module.
  await app.register(rateLimit, { global: false });

  const modules = options.modules ?? defaultModules;
  const handlers = collectHandlers(modules);
  const operations = new Map(listOperations(contract).map((op) => [op.operationId, op]));
  for (const [operationId, { module }] of handlers) {
    if (!operations.has(operationId)) {
      app.log.warn({ operationId, module }, 'handler for an operationId that is not in the contract');
    }
  }
  const missing = [...operations.keys()].filter((id) => !handlers.has(id));
  if (missing.length > 0)
    app.log.warn({ operationIds: missing }, 'contract operations without a handler (501)');

  for (const op of operations.values()) {
    const found = handlers.get(op.operationId);
    app.route({
      method: op.method.toUpperCase() as RouteOptions['method'],
      url: fastifyUrl(op.path),
      schema: routeSchema(contract, op),
      handler: found
        ? (request: FastifyRequest, reply: FastifyReply) => found.handler(request, reply, ctx)
        : async () => {
            throw new AppError(501, 'NOT_IMPLEMENTED');
          },
      ...routeOptionsFor(op),
    });
  }

  for (const mod of modules) await mod.register?.(app, ctx);
  await registerStaticApp(app, config);
  return app;
}
