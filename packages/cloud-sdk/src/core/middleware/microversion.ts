import { getHeader, setHeader } from '../headers.ts';
import type { CloudMiddleware, CloudService } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

/** A microversion per microversioned service (`compute: '2.79'`); services left out send none. */
export type MicroversionPins = Readonly<Partial<Record<CloudService, string>>>;

/**
 * The microversions the SDK's wire types are written for. Chosen at or below what OpenStack Zed
 * (Nova 2.93, Cinder 3.70) answers, so one SDK works against the emulator and a real cloud:
 * - compute 2.79: flavor embedded in a server (2.47), `description` (2.19), `tags` (2.26),
 *   `locked_reason` (2.73), `delete_on_termination` in attached volumes (2.79);
 * - volume 3.59: `volumes_links` pagination and the summary fields of the sample responses.
 */
export const DEFAULT_MICROVERSIONS: MicroversionPins = { compute: '2.79', volume: '3.59' };

/** The service type each microversioned root names in `OpenStack-API-Version`. */
const HEADER_SERVICE: Readonly<Partial<Record<CloudService, string>>> = {
  compute: 'compute',
  volume: 'volume',
};

/** Nova's own header, still read by every Nova; sent too so an older Nova agrees. */
const NOVA_LEGACY_HEADER = 'X-OpenStack-Nova-API-Version';

/**
 * Names the microversion of every request to a pinned service in `OpenStack-API-Version`
 * (`compute 2.79`; Nova also gets `X-OpenStack-Nova-API-Version`). A call that names a version
 * itself (its own `OpenStack-API-Version` header) keeps it.
 *
 * @example
 * microversionMiddleware(); // DEFAULT_MICROVERSIONS
 * microversionMiddleware({ ...DEFAULT_MICROVERSIONS, compute: '2.90' });
 */
export function microversionMiddleware(
  pins: MicroversionPins = DEFAULT_MICROVERSIONS,
): CloudMiddleware {
  return {
    name: MIDDLEWARE.microversion,
    async handle(request, next) {
      const version = pins[request.service];
      const service = HEADER_SERVICE[request.service];
      if (version === undefined || service === undefined) return next(request);
      if (getHeader(request.headers, 'OpenStack-API-Version') !== undefined) return next(request);
      let headers = setHeader(request.headers, 'OpenStack-API-Version', `${service} ${version}`);
      if (request.service === 'compute') headers = setHeader(headers, NOVA_LEGACY_HEADER, version);
      return next({ ...request, headers });
    },
  };
}

/**
 * The header that pins one call to a microversion (overrides the client's pin).
 *
 * @example
 * await getServer(client, { serverId }, { headers: microversionHeader('compute', '2.96') });
 */
export function microversionHeader(
  service: 'compute' | 'volume',
  version: string,
): Readonly<Record<string, string>> {
  return service === 'compute'
    ? { 'OpenStack-API-Version': `compute ${version}`, [NOVA_LEGACY_HEADER]: version }
    : { 'OpenStack-API-Version': `volume ${version}` };
}
