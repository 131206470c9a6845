import type { CloudClient, CloudError } from '@cloud-portal/cloud-sdk/core';
import { createApi, fakeBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import type { PortalExtra } from '../../app/portalExtra.ts';

/**
 * Cache tag types of the cloud slice: one per resource, with the region as the tag's id
 * (`{ type: 'Server', id: 'eu-west2' }`), so a change in one region refetches that region only.
 * Add a type here when a feature brings a new resource.
 */
export const CLOUD_TAG_TYPES = [
  'Quota',
  'SshKey',
  'SecurityGroup',
  'Server',
  'Volume',
  'Image',
] as const;

/** A cache tag type of the cloud slice. */
export type CloudTagType = (typeof CLOUD_TAG_TYPES)[number];

/**
 * The one RTK Query slice of the cloud API (DESIGN.md): no base query, each endpoint's `queryFn`
 * calls `@cloud-portal/cloud-sdk` through {@link cloudQuery}. Features inject their endpoints
 * (features/cloud/README.md); errors are the SDK's plain `CloudError` values.
 */
export const cloudApi = createApi({
  reducerPath: 'cloudApi',
  baseQuery: fakeBaseQuery<CloudError>(),
  tagTypes: CLOUD_TAG_TYPES,
  endpoints: () => ({}),
});

/** What a cloud call gets besides the client and its argument. */
export interface CloudCallContext {
  /** Aborts when RTK Query drops the request; pass it on as the SDK call's `signal`. */
  signal: AbortSignal;
  /** The project the cloud token is scoped to (quota calls need it), or undefined before the token. */
  projectId: string | undefined;
}

/** A thrown value as a CloudError (anything else, e.g. a bug in a mapping, becomes `unknown`). */
export function asCloudError(error: unknown): CloudError {
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'CloudError' &&
    typeof (error as { status?: unknown }).status === 'number'
  ) {
    return error as CloudError;
  }
  return {
    name: 'CloudError',
    code: 'unknown',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * Makes a `queryFn` of the cloud slice from a function of the portal's cloud client: it gets the
 * client (the SDK loads on first use), runs the call and answers `{ data }` or `{ error }` with a
 * serialisable CloudError. Map the SDK's wire shapes to what the screen needs inside `run`.
 * @example
 * listRegionSshKeys: build.query<SshKey[], string>({
 *   queryFn: cloudQuery(async (client, region, { signal }) =>
 *     (await listAllKeypairs(client, {}, { region, signal })).map(toSshKey)),
 *   providesTags: (_result, _error, region) => [{ type: 'SshKey', id: region }],
 * }),
 */
export function cloudQuery<Result, Arg>(
  run: (client: CloudClient, arg: Arg, context: CloudCallContext) => Promise<Result>,
) {
  return async (arg: Arg, api: BaseQueryApi) => {
    const { cloud } = api.extra as PortalExtra;
    try {
      const client = await cloud.client();
      const state = api.getState() as { cloudToken?: { projectId: string | null } };
      const projectId = state.cloudToken?.projectId ?? undefined;
      return { data: await run(client, arg, { signal: api.signal, projectId }) };
    } catch (error) {
      return { error: asCloudError(error) };
    }
  };
}
