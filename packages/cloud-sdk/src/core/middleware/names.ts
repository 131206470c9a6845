/** Names of the built-in middleware, as they appear in the chain. */
export const MIDDLEWARE = {
  errorNormalise: 'error-normalise',
  requestId: 'request-id',
  retry: 'retry',
  authToken: 'auth-token',
  credentials: 'credentials',
  microversion: 'microversion',
} as const;
