import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { createEc2Credential, listEc2Credentials } from './ec2.ts';
import { EC2_CREDENTIAL_REQUIRED_KEYS, ec2Samples, SAMPLE_USER_ID } from './ec2.fixtures.ts';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

describe('KeystoneEc2Credential (contract: Keystone v3 OS-EC2 responses)', () => {
  test('every credential of the list, get and create samples carries the required keys', () => {
    const samples = ec2Samples();
    const credentials = [
      ...samples.ListOutput.credentials,
      samples.GetOutput.credential,
      samples.CreateResponse.credential,
    ];
    expect(credentials).toHaveLength(4);
    for (const credential of credentials)
      expect(missingKeys(credential, EC2_CREDENTIAL_REQUIRED_KEYS)).toEqual([]);
    expect(Object.keys(samples.ListOutput.links).sort()).toEqual(['next', 'previous', 'self']);
  });

  test('a credential’s self link names it by its access key', () => {
    for (const credential of ec2Samples().ListOutput.credentials) {
      expect(credential.links.self.endsWith(`/credentials/OS-EC2/${credential.access}`)).toBe(true);
    }
  });
});

describe('listEc2Credentials', () => {
  test('GETs the user’s OS-EC2 collection on identity and answers its credentials unchanged', async () => {
    const { ListOutput } = ec2Samples();
    const { fake, client } = clientAnswering(() => jsonResponse(ListOutput));
    const credentials = await listEc2Credentials(client, { userId: SAMPLE_USER_ID });
    expect(credentials).toEqual(ListOutput.credentials);
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/identity/v3/users/${SAMPLE_USER_ID}/credentials/OS-EC2`,
    );
    expect(fake.calls[0]?.headers['x-auth-token']).toBe('tok');
  });

  test("another user's list: Keystone's 403 rejects as forbidden", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          error: {
            code: 403,
            title: 'Forbidden',
            message:
              'You are not authorized to perform the requested action: identity:ec2_list_credentials.',
          },
        },
        { status: 403 },
      ),
    );
    await expect(listEc2Credentials(client, { userId: 'someone-else' })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
      message: expect.stringContaining('identity:ec2_list_credentials'),
    });
  });

  test('a user id cannot add path segments; blank, . and .. are refused before sending', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({ credentials: [], links: { self: '', previous: null, next: null } }),
    );
    await listEc2Credentials(client, { userId: '../projects' });
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/identity/v3/users/..%2Fprojects/credentials/OS-EC2',
    );
    for (const userId of ['', ' ', '.', '..']) {
      await expect(listEc2Credentials(client, { userId })).rejects.toMatchObject({
        code: 'invalid_request',
        status: 0,
      });
    }
    expect(fake.calls).toHaveLength(1);
  });
});

describe('createEc2Credential', () => {
  test('POSTs the official create request body and answers the created credential', async () => {
    const { CreateRequest, CreateResponse } = ec2Samples();
    const { fake, client } = clientAnswering(() => jsonResponse(CreateResponse, { status: 201 }));
    const credential = await createEc2Credential(
      client,
      { userId: SAMPLE_USER_ID, projectId: CreateRequest.tenant_id },
      { region: 'eu-west3' },
    );
    expect(credential).toEqual(CreateResponse.credential);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west3/identity/v3/users/${SAMPLE_USER_ID}/credentials/OS-EC2`,
    );
    expect(JSON.parse(fake.calls[0]?.body ?? 'null')).toEqual(CreateRequest);
  });

  test('without a user or a project nothing is sent', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await expect(
      createEc2Credential(client, { userId: SAMPLE_USER_ID, projectId: ' ' }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
      message: expect.stringContaining('projectId'),
    });
    await expect(createEc2Credential(client, { userId: '', projectId: 'p' })).rejects.toMatchObject(
      { code: 'invalid_request' },
    );
    expect(fake.calls).toHaveLength(0);
  });

  test("an unknown project: Keystone's 404 rejects as not_found with its message", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { error: { code: 404, title: 'Not Found', message: 'Could not find project: nope.' } },
        { status: 404 },
      ),
    );
    await expect(
      createEc2Credential(client, { userId: SAMPLE_USER_ID, projectId: 'nope' }),
    ).rejects.toMatchObject({ code: 'not_found', message: 'Could not find project: nope.' });
  });
});
