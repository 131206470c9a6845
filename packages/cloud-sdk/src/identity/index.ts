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
  KeystoneAuthRequest,
  KeystoneDomainReference,
  KeystoneErrorResponse,
  KeystoneNamedReference,
  KeystonePasswordAuthRequest,
  KeystonePasswordUser,
  KeystoneScopeRequest,
  KeystoneTokenResponse,
  TokenRole,
} from './tokens/tokens.types.ts';
