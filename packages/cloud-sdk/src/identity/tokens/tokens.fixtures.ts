// Contract fixtures of the tokens tests: the OFFICIAL Keystone api-ref samples (read from
// ../shared/openstack-samples at test time, never copied or edited), plus small hand-made bodies
// for cases the samples do not cover. Not part of the build.
import {
  parseHttpResponseText,
  readSampleJson,
  readSampleManifest,
  readSampleText,
} from '../../testing/openstack-samples.ts';

/** Password auth, user by name + domain name, unscoped: the shape `createToken` sends. */
export const PASSWORD_REQUEST_WITH_DOMAIN =
  'keystone/v3/admin/auth-password-unscoped-request-with-domain.json';
/** Password auth scoped to a project id. */
export const PROJECT_ID_PASSWORD_REQUEST = 'keystone/v3/auth/requests/project-id-password.json';
/** Password auth scoped to a project by name (domain by id in the sample). */
export const PROJECT_NAME_PASSWORD_REQUEST = 'keystone/v3/auth/requests/project-name-password.json';
/** Token create response, project scoped, with catalog. */
export const PROJECT_SCOPED_RESPONSE = 'keystone/v3/auth/responses/project-scoped-password.json';
/** Token create response, unscoped (no project, roles or catalog). */
export const UNSCOPED_RESPONSE = 'keystone/v3/admin/auth-password-unscoped-response.json';
/** Raw HTTP headers of a token create response (201 + X-Subject-Token). */
export const CREATE_RESPONSE_HTTP =
  'keystone/v3/admin/auth-password-user-name-unscoped-response-HTTP.txt';

export { readSampleJson };

/** Status and X-Subject-Token of the official raw HTTP sample. */
export function createResponseHead(): {
  status: number;
  subjectToken: string;
  requestId: string | undefined;
} {
  const { status, headers } = parseHttpResponseText(readSampleText(CREATE_RESPONSE_HTTP));
  const subjectToken = headers['x-subject-token'];
  if (subjectToken === undefined)
    throw new Error(`${CREATE_RESPONSE_HTTP} has no X-Subject-Token header`);
  return { status, subjectToken, requestId: headers['x-openstack-request-id'] };
}

/** Every official response sample of `POST /v3/auth/tokens` that carries a token body (not the MFA receipt). */
export function tokenCreateResponseSamples(): string[] {
  return readSampleManifest()
    .filter(
      (entry) =>
        entry.service === 'keystone' &&
        entry.kind === 'response' &&
        entry.operations.some(
          (operation) => operation.method === 'POST' && operation.path === '/v3/auth/tokens',
        ),
    )
    .map((entry) => entry.file)
    .filter((file) => {
      const body = readSampleJson<Record<string, unknown>>(file);
      return typeof body.token === 'object' && body.token !== null;
    });
}

/** The key structure of a JSON value (keys sorted, leaves replaced by their type), to compare shapes. */
export function keyShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [keyShape(value[0])];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, keyShape((value as Record<string, unknown>)[key])]),
    );
  }
  return value === null ? 'null' : typeof value;
}
