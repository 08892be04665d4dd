import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/**
 * The handler of one contract operation. The request is already validated against openapi/ (body, query,
 * params); for secured operations `request.session` is set, and for operations with a `hotelId` path
 * parameter the caller's membership is checked (see README.md). Return the body or use `reply`.
 */
export type Handler = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) => unknown;

/** One business area of the server. */
export interface ServerModule {
  readonly name: string;
  /** Handlers keyed by the operationId of openapi/ they implement. */
  readonly handlers: Readonly<Record<string, Handler>>;
  /** Extra setup: hooks, non-contract routes (GraphQL), background jobs (stop them in an onClose hook). */
  register?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
}
