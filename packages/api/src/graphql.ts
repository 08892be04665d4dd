import { ApiError, CLIENT_ERROR_CODES, errorFromBody, readJsonSafely, type FieldError } from './errors.js';
import type { Transport } from './transport.js';

export type GraphqlVariables = Record<string, unknown>;

export interface GraphqlRequestOptions {
  /** Never refresh the session for this call (used by the refresh itself). */
  skipRefresh?: boolean;
  signal?: AbortSignal;
}

export type GraphqlRequest = <TData, TVariables extends GraphqlVariables = GraphqlVariables>(
  query: string,
  variables?: TVariables,
  options?: GraphqlRequestOptions,
) => Promise<TData>;

/** `refreshToken` result (SPEC 7): code SUCCESS with the new pair, else e.g. INVALID_REFRESH_TOKEN. */
export interface TokenResult {
  code: string;
  message: string;
  data: { accessToken: string; refreshToken: string } | null;
}

export interface ChangePasswordInput {
  /** The caller's e-mail. */
  account: string;
  accountId: string | number;
  currentPassword: string;
  password: string;
}

/** `changePassword` result: code SUCCESS, VALIDATION_ERROR (see errors), WRONG_PASSWORD or FORBIDDEN. */
export interface ChangePasswordResult {
  code: string;
  message: string;
  errors: FieldError[] | null;
}

/** `setFirebaseToken` result: code SUCCESS, or VALIDATION_ERROR with the token's field error. */
export type SetFirebaseTokenResult = ChangePasswordResult;

export const REFRESH_TOKEN_MUTATION = /* GraphQL */ `
  mutation RefreshToken {
    refreshToken {
      code
      message
      data {
        accessToken
        refreshToken
      }
    }
  }
`;

export const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($account: String!, $accountId: ID!, $currentPassword: String!, $password: String!) {
    changePassword(
      account: $account
      accountId: $accountId
      currentPassword: $currentPassword
      password: $password
    ) {
      code
      message
      errors {
        field
        code
        message
      }
    }
  }
`;

export const SET_FIREBASE_TOKEN_MUTATION = /* GraphQL */ `
  mutation SetFirebaseToken($firebaseToken: String!) {
    setFirebaseToken(firebaseToken: $firebaseToken) {
      code
      message
      errors {
        field
        code
        message
      }
    }
  }
`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sends one GraphQL operation through the transport (headers, timeout, single-flight refresh). */
export function createGraphqlRequest(transport: Transport, url: string): GraphqlRequest {
  return async function graphqlRequest<TData, TVariables extends GraphqlVariables = GraphqlVariables>(
    query: string,
    variables?: TVariables,
    options: GraphqlRequestOptions = {},
  ): Promise<TData> {
    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
    const { response, requestId } = await transport.send(
      {
        url,
        method: 'POST',
        headers,
        body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
        signal: options.signal,
      },
      { kind: 'graphql', skipRefresh: options.skipRefresh ?? false },
    );
    const body = await readJsonSafely(response);
    if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) {
      const first: unknown = body.errors[0];
      const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : {};
      const code = typeof extensions.code === 'string' ? extensions.code : CLIENT_ERROR_CODES.GRAPHQL_ERROR;
      const message =
        isRecord(first) && typeof first.message === 'string' && first.message !== ''
          ? first.message
          : `[${response.status}] ${response.statusText}`;
      throw new ApiError({ status: response.status, code, message, requestId });
    }
    if (!response.ok) throw errorFromBody(response.status, response.statusText, body, requestId);
    if (!isRecord(body) || !('data' in body)) {
      throw new ApiError({
        status: response.status,
        code: CLIENT_ERROR_CODES.GRAPHQL_ERROR,
        message: `[${response.status}] ${response.statusText}`,
        requestId,
      });
    }
    return body.data as TData;
  };
}

export interface GraphqlOperations {
  /**
   * Renews the session through the `refreshToken` mutation. The refresh token is an HttpOnly cookie, so the
   * variable is left out. Never refreshes for itself. Resolves the server's result; rejects on transport errors.
   */
  refreshToken(options?: { signal?: AbortSignal }): Promise<TokenResult>;
  changePassword(
    input: ChangePasswordInput,
    options?: { signal?: AbortSignal },
  ): Promise<ChangePasswordResult>;
  /**
   * Stores the device token for the caller and the current property; rejects (ApiError, the server's code and
   * field errors) when the server refuses the token.
   */
  setFirebaseToken(firebaseToken: string, options?: { signal?: AbortSignal }): Promise<void>;
}

export function createGraphqlOperations(graphqlRequest: GraphqlRequest): GraphqlOperations {
  return {
    async refreshToken(options = {}) {
      const data = await graphqlRequest<{ refreshToken: TokenResult }>(REFRESH_TOKEN_MUTATION, undefined, {
        ...options,
        skipRefresh: true,
      });
      return data.refreshToken;
    },
    async changePassword(input, options = {}) {
      const data = await graphqlRequest<{ changePassword: ChangePasswordResult }>(
        CHANGE_PASSWORD_MUTATION,
        { ...input, accountId: String(input.accountId) },
        options,
      );
      return data.changePassword;
    },
    async setFirebaseToken(firebaseToken, options = {}) {
      const data = await graphqlRequest<{ setFirebaseToken: SetFirebaseTokenResult }>(
        SET_FIREBASE_TOKEN_MUTATION,
        { firebaseToken },
        options,
      );
      // A refused token (code VALIDATION_ERROR) rejects, so the caller does not keep it as sent.
      const result = data.setFirebaseToken;
      if (result.code !== 'SUCCESS')
        throw new ApiError({
          status: 200,
          code: result.code,
          message: result.message,
          ...(result.errors ? { errors: result.errors } : {}),
          requestId: '',
        });
    },
  };
}
