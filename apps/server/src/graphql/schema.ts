import { buildSchema } from 'graphql';

/**
 * The GraphQL surface of SPEC 7. It sits outside the REST contract; `openapi/paths/auth.yaml` documents it
 * under `POST /graphql`. All three fields are mutations: they change state (token rotation, password, device).
 */
export const typeDefs = /* GraphQL */ `
  type TokenData {
    accessToken: String!
    refreshToken: String!
  }

  "code is SUCCESS, or INVALID_REFRESH_TOKEN when the token is unknown, spent (its family is then revoked) or expired."
  type TokenResult {
    code: String!
    message: String!
    data: TokenData
  }

  type FieldError {
    field: String!
    code: String!
    message: String!
  }

  "code is SUCCESS, VALIDATION_ERROR (see errors), WRONG_PASSWORD or FORBIDDEN (accountId is not the caller's)."
  type ChangePasswordResult {
    code: String!
    message: String!
    errors: [FieldError!]
  }

  "code is SUCCESS or VALIDATION_ERROR (errors on field firebaseToken: REQUIRED, TOO_LONG, PUSH_SUBSCRIPTION_INVALID, PUSH_ENDPOINT_INVALID)."
  type SetFirebaseTokenResult {
    code: String!
    message: String!
    errors: [FieldError!]
  }

  type Query {
    "Always ok; lets tools introspect and ping the endpoint."
    ping: String!
  }

  type Mutation {
    "Spends a refresh token and returns a new pair. Without the variable, the refresh_token cookie is used. Sets cookies."
    refreshToken(refreshToken: String): TokenResult!
    "Needs a session. account is the caller's e-mail, accountId their id. SUCCESS clears the forced-change flag."
    changePassword(
      account: String!
      accountId: ID!
      currentPassword: String!
      password: String!
    ): ChangePasswordResult!
    "Needs a session. Stores the device token (the browser's PushSubscription JSON) for the caller and the current property (businessId)."
    setFirebaseToken(firebaseToken: String!): SetFirebaseTokenResult!
  }
`;

export const schema = buildSchema(typeDefs);
