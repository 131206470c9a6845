// Types of Keystone v3 tokens (identity, `POST|HEAD /v3/auth/tokens`). Keystone has no
// microversions; these shapes follow the v3 api-ref samples in ../shared/openstack-samples/keystone.

/** Input of `createToken`: password login (§7 "Create uses password login with domain Default"). */
export interface CreateTokenInput {
  /** User name (the consumer's `os_user`). */
  readonly username: string;
  readonly password: string;
  /** Scope the token to this project id. Wins over `projectName`. Default: no explicit scope. */
  readonly projectId?: string;
  /** Scope the token to the project with this name in `domain`. Default: no explicit scope. */
  readonly projectName?: string;
  /** Name of the Keystone domain of the user (and of the project named by `projectName`). Default: 'Default'. */
  readonly domain?: string;
}

/** One endpoint of a catalog service. */
export interface CatalogEndpoint {
  readonly id: string;
  readonly interface: 'public' | 'internal' | 'admin';
  readonly region?: string;
  readonly regionId?: string;
  readonly url: string;
}

/** One service of the token's catalog (scoped tokens only). */
export interface CatalogService {
  readonly id: string;
  /** Service type: `compute`, `network`, `identity`, ... */
  readonly type: string;
  readonly name?: string;
  readonly endpoints: readonly CatalogEndpoint[];
}

/** A role granted on the token's scope. */
export interface TokenRole {
  readonly id: string;
  readonly name: string;
}

/**
 * A token as the portal uses it. Plain and serialisable (dates stay ISO-8601 strings), so it can
 * live in Redux state.
 */
export interface CloudToken {
  /** The token itself, from the `X-Subject-Token` response header (not in the body). */
  readonly token: string;
  /** `token.expires_at`, ISO-8601 with microseconds and `Z`, e.g. '2015-11-07T02:58:43.578887Z'. */
  readonly expiresAt: string;
  /** `token.issued_at`, when present. */
  readonly issuedAt?: string;
  /** `token.user.id`. */
  readonly userId: string;
  readonly userName?: string;
  /** `token.project.id`; absent for unscoped, domain- or system-scoped tokens. */
  readonly projectId?: string;
  readonly projectName?: string;
  /** Roles on the scope; empty for unscoped tokens. */
  readonly roles: readonly TokenRole[];
  /** Service catalog; absent for unscoped tokens or `?nocatalog`. */
  readonly catalog?: readonly CatalogService[];
}

/** Input of `checkToken`. */
export interface CheckTokenInput {
  /** Token to validate. Default: the client's own token (sent in both headers by `auth-token`). */
  readonly token?: string;
}

// ---------------------------------------------------------------------------------------------
// Wire shapes (Keystone JSON), for the SDK and the sandbox's emulator.

/** Request body of password authentication (`POST /v3/auth/tokens`). */
export interface KeystonePasswordAuthRequest {
  readonly auth: {
    readonly identity: {
      readonly methods: readonly ['password'];
      readonly password: {
        readonly user: {
          readonly name: string;
          readonly domain: { readonly name: string };
          readonly password: string;
        };
      };
    };
    readonly scope?: {
      readonly project:
        | { readonly id: string }
        | { readonly name: string; readonly domain: { readonly name: string } };
    };
  };
}

/** A domain named by id (`{"id": "default"}`) or by name (`{"name": "Default"}`). */
export type KeystoneDomainReference = { readonly id: string } | { readonly name: string };

/** The user of the password method: by id, or by name within a domain. */
export type KeystonePasswordUser = (
  { readonly id: string } | { readonly name: string; readonly domain: KeystoneDomainReference }
) & { readonly password: string };

/**
 * The scope a token is requested for: a project (by id, or by name in a domain), a domain or the
 * whole system (`{"system": {"all": true}}`). Without one, Keystone scopes to the user's default
 * project.
 */
export type KeystoneScopeRequest =
  | {
      readonly project:
        | { readonly id: string }
        | { readonly name: string; readonly domain: KeystoneDomainReference };
    }
  | { readonly domain: KeystoneDomainReference }
  | { readonly system: { readonly all: boolean } };

/**
 * Request body of `POST /v3/auth/tokens` as Keystone accepts it (any method, any scope;
 * `v3/auth/requests/*.json` of the samples). {@link KeystonePasswordAuthRequest}, what
 * `createToken` sends, is one case of it.
 */
export interface KeystoneAuthRequest {
  readonly auth: {
    readonly identity: {
      readonly methods: readonly string[];
      readonly password?: { readonly user: KeystonePasswordUser };
      readonly token?: { readonly id: string };
    };
    readonly scope?: KeystoneScopeRequest | 'unscoped';
  };
}

/**
 * Error body of Keystone (and of keystonemiddleware's 401 in front of every other service):
 * `{"error": {"code": 401, "title": "Unauthorized", "message": "..."}}`.
 */
export interface KeystoneErrorResponse {
  readonly error: { readonly code: number; readonly title: string; readonly message: string };
}

/** Named reference with a domain, as Keystone returns users and projects. */
export interface KeystoneNamedReference {
  readonly id: string;
  readonly name?: string;
  readonly domain?: { readonly id?: string; readonly name?: string };
}

/** Response body of token create / validate. Only `expires_at` and `user.id` are always present. */
export interface KeystoneTokenResponse {
  readonly token: {
    readonly expires_at: string;
    readonly issued_at?: string;
    readonly methods?: readonly string[];
    readonly audit_ids?: readonly string[];
    readonly user: KeystoneNamedReference & { readonly password_expires_at?: string | null };
    readonly project?: KeystoneNamedReference;
    readonly domain?: { readonly id: string; readonly name?: string };
    readonly system?: Readonly<Record<string, boolean>>;
    readonly is_domain?: boolean;
    readonly roles?: readonly TokenRole[];
    readonly catalog?: readonly {
      readonly id: string;
      readonly type: string;
      readonly name?: string;
      readonly endpoints: readonly {
        readonly id: string;
        readonly interface: 'public' | 'internal' | 'admin';
        readonly region?: string;
        readonly region_id?: string;
        readonly url: string;
      }[];
    }[];
  };
}
