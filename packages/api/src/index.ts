import type { components } from './generated/schema.js';
export type { paths, components, operations } from './generated/schema.js';
/** The contract's named schemas, e.g. `Schemas['Session']`. */
export type Schemas = components['schemas'];
export type {
  OperationId,
  PathParams,
  QueryParams,
  HeaderParams,
  RequestBody,
  ResponseBody,
  Req,
  Res,
} from './operations.js';
export {
  createApiClient,
  unwrap,
  GATEWAY_PREFIX,
  LOGIN_PATH,
  GRAPHQL_PATH,
  type ApiClient,
  type ApiClientOptions,
  type RefreshedTokens,
} from './client.js';
export {
  ApiError,
  isApiError,
  errorFromBody,
  CLIENT_ERROR_CODES,
  type ApiErrorInit,
  type FieldError,
} from './errors.js';
export { DEFAULT_CONTEXT, newRequestId, type RequestContext, type ContextGetter } from './context.js';
export { DEFAULT_TIMEOUT_MS, AUTH_FAILURE_CODES, type FetchLike } from './transport.js';
export {
  REFRESH_TOKEN_MUTATION,
  CHANGE_PASSWORD_MUTATION,
  SET_FIREBASE_TOKEN_MUTATION,
  type GraphqlRequest,
  type GraphqlRequestOptions,
  type GraphqlVariables,
  type GraphqlOperations,
  type TokenResult,
  type ChangePasswordInput,
  type ChangePasswordResult,
  type SetFirebaseTokenResult,
} from './graphql.js';
export {
  reportCrash,
  errorText,
  currentBrowserDetails,
  CRASH_REPORT_PATH,
  CRASH_REPORT_TIMEOUT_MS,
  type CrashReport,
  type CrashReporterOptions,
  type BrowserDetails,
} from './crash.js';
export {
  syncPushRegistration,
  teardownPush,
  createBrowserPush,
  base64UrlToBytes,
  SERVICE_WORKER_URL,
  PUSH_STORAGE_KEY,
  type PushSyncInput,
  type PushSyncOutcome,
  type PushTeardownInput,
  type PushPermissionApi,
  type PushPermissionState,
  type StoredPushToken,
  type BrowserPush,
  type BrowserPushOptions,
  type BrowserPushGlobals,
} from './push.js';
export {
  slice,
  isLoaded,
  isFailed,
  createSliceStore,
  type RequestSlice,
  type SliceMap,
  type SliceStore,
} from './slices.js';
