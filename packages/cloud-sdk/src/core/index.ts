export {
  createCloudClient,
  defaultMiddleware,
  fetchHandler,
  sendCloudRequest,
  type CloudClient,
  type CloudClientConfig,
  type CloudRequestInput,
  type DefaultMiddlewareOptions,
  type FetchFunction,
} from './client.ts';
export {
  cloudErrorFromResponse,
  createCloudError,
  errorCodeForStatus,
  extractErrorMessage,
  fallbackMessage,
  isCloudError,
  MAX_ERROR_MESSAGE_LENGTH,
  truncateMessage,
  type CloudError,
  type CloudErrorCode,
  type CloudErrorInit,
  type FailedRequestInfo,
} from './errors.ts';
export { getHeader, setHeader } from './headers.ts';
export { collectAll, listPages, nextPageHref, type PagedCollection } from './pagination.ts';
export { assertCallPreconditions, pathSegment } from './preconditions.ts';
export { authTokenMiddleware, type TokenProvider } from './middleware/auth-token.ts';
export { credentialsMiddleware } from './middleware/credentials.ts';
export { errorNormaliseMiddleware, toCloudError } from './middleware/error-normalise.ts';
export {
  DEFAULT_MICROVERSIONS,
  microversionHeader,
  microversionMiddleware,
  type MicroversionPins,
} from './middleware/microversion.ts';
export { MIDDLEWARE } from './middleware/names.ts';
export { requestIdMiddleware, type RequestIdOptions } from './middleware/request-id.ts';
export {
  abortableSleep,
  DEFAULT_RETRY_POLICY,
  MAX_RETRIES,
  retryMiddleware,
  type RetryMiddlewareOptions,
  type Sleep,
} from './middleware/retry.ts';
export {
  composeMiddleware,
  insertMiddleware,
  removeMiddleware,
  replaceMiddleware,
  type MiddlewarePosition,
} from './stack.ts';
export type {
  CloudHandler,
  CloudMiddleware,
  CloudQuery,
  CloudQueryValue,
  CloudRequest,
  CloudResponse,
  CloudService,
  HeaderRecord,
  HttpMethod,
  RequestOptions,
  RetryPolicy,
} from './types.ts';
export {
  buildCloudUrl,
  DEFAULT_REGION,
  queryString,
  SERVICE_ROOTS,
  serviceRoot,
  type CloudUrlParts,
} from './url.ts';
