// Gnocchi fixtures the metric tests read (gophercloud-utils' extracted JSON in
// ../shared/openstack-samples/gophercloud-utils/gnocchi/metric/v1/).
import { readSampleJson } from '../../testing/openstack-samples.ts';
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { GnocchiResource } from './resources.types.ts';

const DIR = 'gophercloud-utils/gnocchi/metric/v1';

function fixture<T>(file: string, name: string): T {
  return readSampleJson<{ fixtures: Record<string, T> }>(`${DIR}/${file}`).fixtures[name] as T;
}

/** `GET /v1/resource/generic`: a bare array of resources. */
export const resourceListSample = (): GnocchiResource[] =>
  fixture('resources/testing/fixtures.extracted.json', 'ResourceListResult');

/** `GET /v1/resource/generic/{id}`. */
export const resourceGetSample = (): GnocchiResource =>
  fixture('resources/testing/fixtures.extracted.json', 'ResourceGetResult');

/** `GET /v1/metric/{id}/measures`: `[timestamp, granularity, value]` tuples. */
export const measuresSample = (): [string, number, number][] =>
  fixture('measures/testing/fixtures.extracted.json', 'MeasuresListResult');

/** Every required key of `GnocchiResource` (the compiler checks the list is complete). */
export const GNOCCHI_RESOURCE_REQUIRED_KEYS = requiredKeys<GnocchiResource>()([
  'id',
  'type',
  'project_id',
  'user_id',
  'original_resource_id',
  'started_at',
  'ended_at',
  'revision_start',
  'revision_end',
  'creator',
  'created_by_user_id',
  'created_by_project_id',
  'metrics',
]);
