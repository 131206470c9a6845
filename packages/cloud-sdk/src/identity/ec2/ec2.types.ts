// Wire types of Keystone v3's EC2 credentials (`/v3/users/{user_id}/credentials/OS-EC2`), as
// Keystone sends them (gophercloud's identity/v3/ec2credentials fixtures in
// ../shared/openstack-samples: the api-ref has no v3 OS-EC2 samples, only the legacy v2.0 ones).

/**
 * One EC2-style credential (§3 "EC2-style credential (access, secret)"): S3 access key and
 * secret of a user on a project. `links.self` names the credential by its access key.
 */
export interface KeystoneEc2Credential {
  readonly user_id: string;
  /** The project the credential acts on. */
  readonly tenant_id: string;
  readonly access: string;
  readonly secret: string;
  /** Set only for credentials made with a trust-scoped token. */
  readonly trust_id: string | null;
  readonly links: { readonly self: string };
}

/** `GET /v3/users/{user_id}/credentials/OS-EC2` (200): every EC2 credential of the user. */
export interface KeystoneEc2CredentialListResponse {
  readonly credentials: readonly KeystoneEc2Credential[];
  readonly links: {
    readonly self: string;
    readonly previous: string | null;
    readonly next: string | null;
  };
}

/** `POST /v3/users/{user_id}/credentials/OS-EC2` (201), and `GET .../OS-EC2/{access}`. */
export interface KeystoneEc2CredentialResponse {
  readonly credential: KeystoneEc2Credential;
}

/** The body of `POST /v3/users/{user_id}/credentials/OS-EC2`: the project to act on. */
export interface KeystoneEc2CredentialCreateRequest {
  readonly tenant_id: string;
}
