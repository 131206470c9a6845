import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import { getLimits, getQuotaSet, getQuotaSetDetail } from './quotas.ts';
import {
  LIMITS_SAMPLES,
  NOVA_ABSOLUTE_LIMITS_REQUIRED_KEYS,
  NOVA_QUOTA_SET_REQUIRED_KEYS,
  QUOTA_SET_DETAIL_SAMPLES,
  QUOTA_SET_SAMPLES,
  readSampleJson,
} from './quotas.fixtures.ts';
import type {
  NovaLimitsResponse,
  NovaQuotaSetDetailResponse,
  NovaQuotaSetResponse,
} from './quotas.types.ts';

const PROJECT_ID = '6f70656e737461636b20342065766572';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({ token: () => 'tok', fetch: fake.fetch });
  return { fake, client };
}

describe('quota and limit wire types (contract: official Nova samples)', () => {
  test.each(Object.keys(QUOTA_SET_SAMPLES) as (keyof typeof QUOTA_SET_SAMPLES)[])(
    'the %s quota set and its detail carry every required resource',
    (version) => {
      const { quota_set } = readSampleJson<NovaQuotaSetResponse>(QUOTA_SET_SAMPLES[version]);
      expect(missingKeys(quota_set, NOVA_QUOTA_SET_REQUIRED_KEYS)).toEqual([]);
      const detail = readSampleJson<NovaQuotaSetDetailResponse>(QUOTA_SET_DETAIL_SAMPLES[version]);
      expect(missingKeys(detail.quota_set, NOVA_QUOTA_SET_REQUIRED_KEYS)).toEqual([]);
      for (const [key, usage] of Object.entries(detail.quota_set)) {
        if (key === 'id') continue;
        expect(missingKeys(usage, ['in_use', 'limit', 'reserved'])).toEqual([]);
      }
    },
  );

  test('2.57 dropped the injected-file and network quotas the type keeps optional', () => {
    const { quota_set } = readSampleJson<NovaQuotaSetResponse>(QUOTA_SET_SAMPLES['2.57']);
    expect(missingKeys(quota_set, ['injected_files', 'floating_ips', 'security_groups'])).toEqual([
      'injected_files',
      'floating_ips',
      'security_groups',
    ]);
  });

  test.each(Object.keys(LIMITS_SAMPLES) as (keyof typeof LIMITS_SAMPLES)[])(
    'the %s limits sample carries every required absolute limit',
    (version) => {
      const { limits } = readSampleJson<NovaLimitsResponse>(LIMITS_SAMPLES[version]);
      expect(missingKeys(limits.absolute, NOVA_ABSOLUTE_LIMITS_REQUIRED_KEYS)).toEqual([]);
      expect(limits.rate).toEqual([]);
    },
  );
});

describe('getQuotaSet / getQuotaSetDetail', () => {
  test('GET /os-quota-sets/{project_id} answers the 2.57 sample’s quota set', async () => {
    const sample = readSampleJson<NovaQuotaSetResponse>(QUOTA_SET_SAMPLES['2.57']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const quotaSet = await getQuotaSet(client, { projectId: PROJECT_ID }, { region: 'eu-west3' });
    expect(quotaSet).toEqual(sample.quota_set);
    expect(quotaSet.instances).toBe(10);
    expect(fake.calls[0]?.url).toBe(`/cloud/eu-west3/compute/v2.1/os-quota-sets/${PROJECT_ID}`);
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
  });

  test('/detail answers in_use, limit and reserved per resource', async () => {
    const sample = readSampleJson<NovaQuotaSetDetailResponse>(QUOTA_SET_DETAIL_SAMPLES['2.57']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const detail = await getQuotaSetDetail(client, { projectId: PROJECT_ID });
    expect(detail).toEqual(sample.quota_set);
    expect(detail.cores).toEqual({ in_use: 0, limit: 20, reserved: 0 });
    expect(fake.calls[0]?.url).toBe(
      `/cloud/eu-west2/compute/v2.1/os-quota-sets/${PROJECT_ID}/detail`,
    );
  });

  test('§5: quota needs a project id (nothing is sent); the id stays one segment', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({ quota_set: {} }));
    for (const projectId of ['', ' ']) {
      await expect(getQuotaSet(client, { projectId })).rejects.toMatchObject({
        code: 'invalid_request',
        status: 0,
        message: 'quota needs projectId.',
      });
      await expect(getQuotaSetDetail(client, { projectId })).rejects.toMatchObject({
        code: 'invalid_request',
      });
    }
    await expect(getQuotaSet(client, { projectId: '..' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
    await getQuotaSet(client, { projectId: 'a/../../servers' });
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/compute/v2.1/os-quota-sets/a%2F..%2F..%2Fservers',
    );
  });

  test('a 403 (another project’s quotas) rejects with Nova’s message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        {
          forbidden: {
            code: 403,
            message: "Policy doesn't allow os_compute_api:os-quota-sets:show to be performed.",
          },
        },
        { status: 403 },
      ),
    );
    await expect(getQuotaSet(client, { projectId: 'other' })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
      message: "Policy doesn't allow os_compute_api:os-quota-sets:show to be performed.",
    });
  });
});

describe('getLimits', () => {
  test('GET /limits answers the 2.57 sample’s limits (absolute usage)', async () => {
    const sample = readSampleJson<NovaLimitsResponse>(LIMITS_SAMPLES['2.57']);
    const { fake, client } = clientAnswering(() => jsonResponse(sample));
    const limits = await getLimits(client);
    expect(limits).toEqual(sample.limits);
    expect(limits.absolute.maxTotalInstances).toBe(10);
    expect(limits.absolute.totalInstancesUsed).toBe(0);
    expect(fake.calls[0]?.method).toBe('GET');
    expect(fake.calls[0]?.url).toBe('/cloud/eu-west2/compute/v2.1/limits');
  });
});
