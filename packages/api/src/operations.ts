/**
 * The operation map of the contract, by operationId: what a request of an operation carries and what its
 * success answers. Derived from the generated `operations` of openapi/ (nothing here restates the contract),
 * so the server types its handlers `(request: Req<'opId'>) => Promise<Res<'opId'>>` and the app its calls.
 */
import type { components, operations } from './generated/schema.js';

export type { operations };

/** The contract's named schemas, e.g. `Schemas['RatePlan']` (also exported by the package's index). */
export type Schemas = components['schemas'];

/** Every operationId of openapi/. */
export type OperationId = keyof operations;

type Defined<T> = Exclude<T, undefined>;
/** `never` (no such part in the contract) becomes an empty object, so handlers can still read the part. */
type OrEmpty<T> = [Defined<T>] extends [never] ? Record<string, never> : Defined<T>;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];

/** The path parameters of an operation (integers already coerced by the contract's validation). */
export type PathParams<Op extends OperationId> = OrEmpty<Parameters<Op>['path']>;
/** The query parameters of an operation, with the contract's defaults applied. */
export type QueryParams<Op extends OperationId> = OrEmpty<Parameters<Op>['query']>;
/** The headers the contract declares for an operation. */
export type HeaderParams<Op extends OperationId> = OrEmpty<Parameters<Op>['header']>;

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : undefined;

/** The request body of an operation (`undefined` for an operation without one). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer B }
  ? ContentOf<Defined<B>>
  : operations[Op] extends { requestBody?: infer B }
    ? ContentOf<Defined<B>> | undefined
    : undefined;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/**
 * What an operation answers on success: the union of its 2xx bodies; `void` for a bodiless answer (204).
 * A handler that streams a file or sets headers itself answers through the reply instead.
 */
export type ResponseBody<Op extends OperationId> = {
  [S in keyof Responses<Op>]: S extends SuccessStatus
    ? Responses<Op>[S] extends { content: infer C }
      ? C[keyof C]
      : void
    : never;
}[keyof Responses<Op>];

/** The parts of one request of an operation, as the server's validation hands them over. */
export interface Req<Op extends OperationId> {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
  headers: HeaderParams<Op>;
}

/** The success answer of an operation. */
export type Res<Op extends OperationId> = ResponseBody<Op>;
