import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  HeaderParams,
  OperationId,
  operations,
  PathParams,
  QueryParams,
  RequestBody,
  Res,
} from '@extranet/api/operations';
import type { AppContext } from '../context.js';

export type { OperationId, Req, Res } from '@extranet/api/operations';

/**
 * The headers an operation declares, on top of the request's own (Host, User-Agent...): none declared adds
 * nothing (HeaderParams' empty object would make every other header `never`).
 */
type DeclaredHeaders<Op extends OperationId> = [
  Exclude<operations[Op]['parameters']['header'], undefined>,
] extends [never]
  ? unknown
  : HeaderParams<Op>;

/** The Fastify request of one contract operation: its parts typed by openapi/ (generated operation map). */
export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathParams<Op>;
  Querystring: QueryParams<Op>;
  Body: RequestBody<Op>;
  Headers: DeclaredHeaders<Op>;
}>;

/**
 * The handler of one contract operation. The request is already validated against openapi/ (body, query,
 * params); for secured operations `request.session` is set, and for operations with a `hotelId` path
 * parameter the caller's membership is checked (see README.md). It returns the contract's success body, or
 * the reply when it answered itself (a file, a redirect, another status).
 */
export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
  ctx: AppContext,
) => Promise<Res<Op> | FastifyReply> | Res<Op> | FastifyReply;

/** Handlers keyed by the operationId of openapi/ they implement, each typed by its operation. */
export type OperationHandlers = { readonly [Op in OperationId]?: OperationHandler<Op> };

/** One business area of the server. */
export interface ServerModule {
  readonly name: string;
  readonly handlers: OperationHandlers;
  /** Extra setup: hooks, non-contract routes (GraphQL), background jobs (stop them in an onClose hook). */
  register?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
}
