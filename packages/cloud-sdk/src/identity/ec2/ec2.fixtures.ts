// EC2 credential samples: Keystone's api-ref has v3 OS-EC2 samples only in the legacy v2.0
// form, so the tests read gophercloud's identity/v3/ec2credentials fixtures (real Keystone
// responses) from ../shared/openstack-samples. Not part of the build.
import { readSampleJson } from '../../testing/openstack-samples.ts';
import { requiredKeys } from '../../testing/wire-keys.ts';
import type {
  KeystoneEc2Credential,
  KeystoneEc2CredentialCreateRequest,
  KeystoneEc2CredentialListResponse,
  KeystoneEc2CredentialResponse,
} from './ec2.types.ts';

const BUNDLE =
  'gophercloud/openstack/identity/v3/ec2credentials/testing/fixtures_test.extracted.json';

interface Ec2Fixtures {
  ListOutput: KeystoneEc2CredentialListResponse;
  GetOutput: KeystoneEc2CredentialResponse;
  CreateRequest: KeystoneEc2CredentialCreateRequest;
  CreateResponse: KeystoneEc2CredentialResponse;
}

/** The four JSON bodies of the fixture: list, get, create request and create response. */
export function ec2Samples(): Ec2Fixtures {
  return readSampleJson<{ fixtures: Ec2Fixtures }>(BUNDLE).fixtures;
}

/** The user of the fixtures. */
export const SAMPLE_USER_ID = '2844b2a08be147a08ef58317d6471f1f';

/** Every required key of `KeystoneEc2Credential` (the compiler checks the list is complete). */
export const EC2_CREDENTIAL_REQUIRED_KEYS = requiredKeys<KeystoneEc2Credential>()([
  'user_id',
  'tenant_id',
  'access',
  'secret',
  'trust_id',
  'links',
]);
