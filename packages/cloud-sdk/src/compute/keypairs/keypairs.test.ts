import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  createKeypair,
  deleteKeypair,
  getKeypair,
  KEYPAIR_LIST_LIMIT,
  listAllKeypairs,
  listKeypairs,
} from './keypairs.ts';
import {
  KEYPAIR_GENERATE_REQUEST,
  KEYPAIR_GENERATE_RESPONSE,
  KEYPAIR_GET_SAMPLES,
  KEYPAIR_IMPORT_REQUEST,
  KEYPAIR_IMPORT_REQUEST_2_92,
  KEYPAIR_IMPORT_RESPONSE,
  KEYPAIRS_LIST_SAMPLES,
  NOVA_KEYPAIR_REQUIRED_KEYS,
  NOVA_KEYPAIR_SUMMARY_REQUIRED_KEYS,
  readSampleJson,
} from './keypairs.fixtures.ts';
import type {
  NovaKeypair,
  NovaKeypairCreateRequest,
  NovaKeypairCreateResponse,
  NovaKeypairListResponse,
  NovaKeypairSummary,
} from './keypairs.types.ts';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

function summary(name: string): NovaKeypairSummary {
  return { name, public_key: `ssh-ed25519 AAAA ${name}`, fingerprint: 'aa:bb', type: 'ssh' };
}

describe('keypair wire types (contract: official Nova samples)', () => {
  test.each(Object.keys(KEYPAIRS_LIST_SAMPLES) as (keyof typeof KEYPAIRS_LIST_SAMPLES)[])(
    'every keypair of the %s list sample is wrapped and has the summary’s fields',
    (version) => {
      const list = readSampleJson<NovaKeypairListResponse>(KEYPAIRS_LIST_SAMPLES[version]);
      expect(list.keypairs.length).toBeGreaterThan(0);
      for (const entry of list.keypairs)
        expect(missingKeys(entry.keypair, NOVA_KEYPAIR_SUMMARY_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test.each(Object.keys(KEYPAIR_GET_SAMPLES) as (keyof typeof KEYPAIR_GET_SAMPLES)[])(
    'the %s get sample carries every field of NovaKeypair',
    (version) => {
      const { keypair } = readSampleJson<{ keypair: NovaKeypair }>(KEYPAIR_GET_SAMPLES[version]);
      expect(missingKeys(keypair, NOVA_KEYPAIR_REQUIRED_KEYS)).toEqual([]);
    },
  );

  test('the 2.35 list sample links the next page with the last name as marker', () => {
    const list = readSampleJson<NovaKeypairListResponse>(KEYPAIRS_LIST_SAMPLES['2.35']);
    const next = list.keypairs_links?.find((link) => link.rel === 'next');
    expect(new URL(next?.href ?? '').searchParams.get('marker')).toBe(
      list.keypairs[0]?.keypair.name,
    );
  });
});

describe('listKeypairs / listAllKeypairs', () => {
  test('the 2.10 sample’s wrapped items come back as Nova sent them; listAll unwraps', async () => {
    const sample = readSampleJson<NovaKeypairListResponse>(KEYPAIRS_LIST_SAMPLES['2.10']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const entries = [];
    for await (const entry of listKeypairs(client)) entries.push(entry);
    expect(entries).toEqual(sample.keypairs);
    expect(await listAllKeypairs(client)).toEqual(sample.keypairs.map((entry) => entry.keypair));
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/compute/v2.1/os-keypairs?limit=${KEYPAIR_LIST_LIMIT}`,
    );
  });

  test('pages by keypair NAME: the link’s marker, else the last keypair’s name', async () => {
    const all = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map(summary);
    const { fake, client } = clientAnswering((call) => {
      const marker = new URL(call.url, 'http://x').searchParams.get('marker');
      const start = marker === null ? 0 : all.findIndex((keypair) => keypair.name === marker) + 1;
      const page = all.slice(start, start + 2);
      const more = start + 2 < all.length;
      // The first page links with a marker; the second relies on the last item's name (a
      // link without marker, as an older proxy might rewrite it).
      const href =
        start === 0
          ? `http://nova.internal:8774/v2.1/os-keypairs?limit=2&marker=${page[1]?.name}`
          : 'http://nova.internal:8774/v2.1/os-keypairs?limit=2';
      return jsonResponse({
        keypairs: page.map((keypair) => ({ keypair })),
        ...(more ? { keypairs_links: [{ href, rel: 'next' }] } : {}),
      });
    });
    const keypairs = await listAllKeypairs(client, {}, { region: 'eu-west3' });
    expect(keypairs.map((keypair) => keypair.name)).toEqual(all.map((keypair) => keypair.name));
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/cloud/eu-west3/compute/v2.1/os-keypairs?limit=100',
      '/cloud/eu-west3/compute/v2.1/os-keypairs?limit=100&marker=beta',
      '/cloud/eu-west3/compute/v2.1/os-keypairs?limit=100&marker=delta',
    ]);
  });

  test('a cloud that repeats a page is an error, not an endless loop', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({
        keypairs: [{ keypair: summary('a') }],
        keypairs_links: [{ href: '/v2.1/os-keypairs?marker=a', rel: 'next' }],
      }),
    );
    await expect(listAllKeypairs(client)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('getKeypair / deleteKeypair', () => {
  test('answers the 2.10 sample keypair unchanged', async () => {
    const sample = readSampleJson<{ keypair: NovaKeypair }>(KEYPAIR_GET_SAMPLES['2.10']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    expect(await getKeypair(client, { name: sample.keypair.name })).toEqual(sample.keypair);
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/compute/v2.1/os-keypairs/${sample.keypair.name}`,
    );
  });

  test('a 2.92-style name (spaces, @, dots) is encoded into one path segment', async () => {
    const { keypair } = readSampleJson<NovaKeypairCreateRequest>(KEYPAIR_IMPORT_REQUEST_2_92);
    const { fake, client } = clientAnswering(() => new Response(null, { status: 204 }));
    await deleteKeypair(client, { name: keypair.name });
    expect(fake.calls[0]?.method).toBe('DELETE');
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/compute/v2.1/os-keypairs/me.and.myself%40this.nice.domain.com%20mooh.',
    );
  });

  test('a name cannot climb out of /os-keypairs; §5: an empty name is refused unsent', async () => {
    const { fake, client } = clientAnswering(() => new Response(null, { status: 204 }));
    await deleteKeypair(client, { name: '../servers' });
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/os-keypairs/..%2Fservers');
    for (const name of ['', '  ', '..', '.']) {
      await expect(getKeypair(client, { name })).rejects.toMatchObject({
        code: 'invalid_request',
        status: 0,
      });
      await expect(deleteKeypair(client, { name })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    expect(fake.calls).toHaveLength(1);
  });

  test('a 404 rejects with Nova’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { itemNotFound: { code: 404, message: 'Keypair laptop not found for user u1' } },
        { status: 404 },
      ),
    );
    await expect(getKeypair(client, { name: 'laptop' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'Keypair laptop not found for user u1',
    });
  });
});

describe('createKeypair', () => {
  test('generate: sends the 2.35 request sample and answers its keypair with private_key', async () => {
    const request = readSampleJson<NovaKeypairCreateRequest>(KEYPAIR_GENERATE_REQUEST);
    const response = readSampleJson<NovaKeypairCreateResponse>(KEYPAIR_GENERATE_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response, { status: 201 }));
    const keypair = await createKeypair(client, request.keypair);
    expect(bodyOf(fake.calls[0])).toEqual(request);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/os-keypairs');
    expect(keypair).toEqual(response.keypair);
    expect(keypair.private_key).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
  });

  test('import: sends the 2.10 import sample; the answer has no private key', async () => {
    const request = readSampleJson<NovaKeypairCreateRequest>(KEYPAIR_IMPORT_REQUEST);
    const response = readSampleJson<NovaKeypairCreateResponse>(KEYPAIR_IMPORT_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response, { status: 201 }));
    const keypair = await createKeypair(client, request.keypair);
    expect(bodyOf(fake.calls[0])).toEqual(request);
    expect(keypair).toEqual(response.keypair);
    expect(keypair.private_key).toBeUndefined();
  });

  test('§5: a keypair needs a name (nothing is sent)', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await expect(
      createKeypair(client, { name: ' ', public_key: 'ssh-rsa AAAA' }),
    ).rejects.toMatchObject({
      name: 'CloudError',
      code: 'invalid_request',
      status: 0,
      message: 'createKeypair needs name.',
    });
    expect(fake.calls).toHaveLength(0);
  });

  test('a duplicate name rejects with Nova’s 409 message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { conflictingRequest: { code: 409, message: "Key pair 'laptop' already exists." } },
        { status: 409 },
      ),
    );
    await expect(createKeypair(client, { name: 'laptop' })).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      message: "Key pair 'laptop' already exists.",
    });
  });
});
