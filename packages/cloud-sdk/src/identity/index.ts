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
export { createEc2Credential, listEc2Credentials } from './ec2/ec2.ts';
export type { CreateEc2CredentialInput, ListEc2CredentialsInput } from './ec2/ec2.ts';
export type {
  KeystoneEc2Credential,
  KeystoneEc2CredentialCreateRequest,
  KeystoneEc2CredentialListResponse,
  KeystoneEc2CredentialResponse,
} from './ec2/ec2.types.ts';
