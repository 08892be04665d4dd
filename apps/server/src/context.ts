import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@extranet/domain';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { OpenApiDocument } from './openapi/contract.js';
import type { AccessClaims, SessionInfo } from './http/session.js';
import type { HotelAccess } from './http/session.js';
import type { PushNotifier } from './modules/push/sender.js';

/** What every module gets: configuration, the database, the signing key of access tokens, the contract. */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  /** HS256 key of access tokens (JWT_SECRET, else the one kept in the settings table). */
  readonly sessionKey: Uint8Array;
  readonly contract: OpenApiDocument;
  /** What time it is: every rule that needs "now" or "today" asks it (TEST_NOW starts it at another date). */
  readonly clock: Clock;
  /** Web push to a property's devices (modules/push): call after the commit; never throws. */
  readonly push: PushNotifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by requireSession (secured operations run it before the handler). */
    session: SessionInfo | null;
    /** The access token's verified claims before its session is known to be alive (see requireTokenClaims). */
    tokenClaims: AccessClaims | null;
    /** Memberships already checked in this request, by hotel id. */
    hotelAccess: Map<number, HotelAccess> | null;
  }
  interface FastifyContextConfig {
    /** The contract operation of the route (app.ts), for what runs after its handler (the activity log). */
    operationId?: string;
  }
}
