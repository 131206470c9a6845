import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError } from '../../core/errors.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { RequestOptions } from '../../core/types.ts';
import type {
  KeystoneEc2Credential,
  KeystoneEc2CredentialCreateRequest,
  KeystoneEc2CredentialListResponse,
  KeystoneEc2CredentialResponse,
} from './ec2.types.ts';

function ec2Path(userId: string): string {
  // §5: an id-based call needs its id.
  assertCallPreconditions('byId', { id: userId });
  return `/v3/users/${pathSegment(userId)}/credentials/OS-EC2`;
}

/** Whose EC2 credentials to list. */
export interface ListEc2CredentialsInput {
  readonly userId: string;
}

/**
 * The EC2-style credentials of a user (`GET /v3/users/{id}/credentials/OS-EC2`; §7 "EC2
 * credentials are listed and created per user"). Keystone lets only the user itself (or an
 * admin) list them: another user's id rejects with 403.
 *
 * @example
 * const [first] = await listEc2Credentials(client, { userId: token.userId });
 * if (first) s3Credentials = { accessKeyId: first.access, secretAccessKey: first.secret };
 */
export async function listEc2Credentials(
  client: CloudClient,
  input: ListEc2CredentialsInput,
  options: RequestOptions = {},
): Promise<KeystoneEc2Credential[]> {
  const response = await sendCloudRequest<KeystoneEc2CredentialListResponse>(
    client,
    { method: 'GET', service: 'identity', path: ec2Path(input.userId) },
    options,
  );
  return [...response.body.credentials];
}

/** The user and project of a new EC2 credential. */
export interface CreateEc2CredentialInput {
  readonly userId: string;
  readonly projectId: string;
}

/**
 * Creates an EC2-style credential of the user on the project (`POST
 * /v3/users/{id}/credentials/OS-EC2` with `{"tenant_id"}`, 201); §6 object storage generates
 * one when the user has none. Keystone makes the access key and secret.
 *
 * @example
 * const credential = await createEc2Credential(client, { userId: token.userId, projectId: token.projectId });
 */
export async function createEc2Credential(
  client: CloudClient,
  input: CreateEc2CredentialInput,
  options: RequestOptions = {},
): Promise<KeystoneEc2Credential> {
  if (input.projectId.trim() === '') {
    // Keystone would answer 404 "Could not find project"; refuse before sending instead.
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: 'createEc2Credential needs projectId.',
    });
  }
  const body: KeystoneEc2CredentialCreateRequest = { tenant_id: input.projectId };
  const response = await sendCloudRequest<KeystoneEc2CredentialResponse>(
    client,
    { method: 'POST', service: 'identity', path: ec2Path(input.userId), json: body },
    options,
  );
  return response.body.credential;
}
