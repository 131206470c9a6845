export {
  buildPasswordAuthRequest,
  checkToken,
  createToken,
  DEFAULT_DOMAIN,
  parseTokenResponse,
  TOKEN_RETRY_POLICY,
} from './tokens/tokens.ts';
export type {
  CatalogEndpoint,
  CatalogService,
  CheckTokenInput,
  CloudToken,
  CreateTokenInput,
  KeystoneNamedReference,
  KeystonePasswordAuthRequest,
  KeystoneTokenResponse,
  TokenRole,
} from './tokens/tokens.types.ts';
