import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError } from '../../core/errors.ts';
import { microversionHeader } from '../../core/middleware/microversion.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { RequestOptions } from '../../core/types.ts';
import { serverAction, type ServerIdInput } from '../servers/servers.ts';
import type {
  NovaLegacyConsole,
  NovaLegacyConsoleResponse,
  NovaRemoteConsole,
  NovaRemoteConsoleCreateRequest,
  NovaRemoteConsoleResponse,
} from './consoles.types.ts';

const CONSOLE_SCHEMES = new Set(['http:', 'https:']);

// A path-only URL (`/x`, not `//host/x`) needs a base to parse; its host is never used.
const PARSE_BASE = 'http://console.invalid';

function invalidConsoleUrl(url: string): never {
  throw createCloudError({
    code: 'invalid_response',
    status: 0,
    message: `The cloud answered an unusable console URL: ${url.slice(0, 80)}`,
  });
}

function parseConsoleUrl(url: string, base?: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return invalidConsoleUrl(url);
  }
  if (!CONSOLE_SCHEMES.has(parsed.protocol)) return invalidConsoleUrl(url);
  return parsed;
}

/** The origin of the client's `baseUrl`, or `undefined` when calls go to the page's own origin. */
function apiOrigin(baseUrl: string): string | undefined {
  if (!/^https?:\/\//i.test(baseUrl)) return undefined;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}

/**
 * §7 "the returned url is rewritten to the api host": keeps the console URL's path, query and
 * fragment and replaces its origin (Nova's console proxy, often an internal host and port) by
 * the API's: the origin of `baseUrl`, or, when `baseUrl` has none (`''`: same origin), a relative
 * `/path?query` so the browser uses the page's host. Only `http(s)` URLs (absolute or
 * path-only) are accepted: anything else (`javascript:`, `data:`, unparsable) throws an
 * `invalid_response` `CloudError`, so a hostile cloud cannot put a script in the portal's link.
 *
 * @example
 * rewriteConsoleUrl('http://10.0.0.5:6080/vnc_auto.html?path=%3Ftoken%3Dabc', 'https://api.example.com');
 * // 'https://api.example.com/vnc_auto.html?path=%3Ftoken%3Dabc'
 * rewriteConsoleUrl('http://h/cloud/eu-west2/console/vnc_auto.html?path=x', '');
 * // '/cloud/eu-west2/console/vnc_auto.html?path=x'
 */
export function rewriteConsoleUrl(url: string, baseUrl: string): string {
  const pathOnly = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  const parsed = parseConsoleUrl(url, pathOnly ? PARSE_BASE : undefined);
  // One leading slash: `//evil.example/x` as a relative URL would leave for another host.
  const rest = `${parsed.pathname.replace(/^\/+/, '/')}${parsed.search}${parsed.hash}`;
  return `${apiOrigin(baseUrl) ?? ''}${rest}`;
}

/**
 * The websocket URL noVNC must open for a `novnc` console URL. Nova's URL is noVNC's page with
 * the websocket's path and query url-encoded in its `path` parameter, which noVNC opens on the
 * page's own host (`ws(s)://host[:port]/<path>`); two forms exist:
 * - the emulator: `http://h/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc`
 *   → `ws://h/cloud/eu-west2/console/websockify?token=abc`;
 * - real Nova (`vnc_auto.html` or `vnc_lite.html`): `http://h:6080/vnc_auto.html?path=%3Ftoken%3Dabc`
 *   → `ws://h:6080/?token=abc` (nova-novncproxy serves the websocket at its root).
 *
 * A relative console URL (from {@link rewriteConsoleUrl} with a same-origin client) resolves
 * against `pageOrigin` (`window.location.origin`). `https` pages get `wss`. Without `path`,
 * noVNC's default `websockify` is used. The host is always the console page's: a `path` such
 * as `//evil.example/x` stays a path on it. Non-`http(s)` URLs throw `invalid_response`.
 *
 * @example
 * consoleWebsocketUrl('/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc', 'https://portal.example.com');
 * // 'wss://portal.example.com/cloud/eu-west2/console/websockify?token=abc'
 */
export function consoleWebsocketUrl(consoleUrl: string, pageOrigin: string): string {
  const page = parseConsoleUrl(consoleUrl, parseConsoleUrl(pageOrigin).origin);
  const path = (page.searchParams.get('path') ?? 'websockify').replace(/^[/\\]+/, '');
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const websocket = new URL(`${scheme}//${page.host}/${path}`);
  // Defence in depth: the string above cannot change host, but a URL parser is the judge.
  if (websocket.host !== page.host) return invalidConsoleUrl(consoleUrl);
  return websocket.toString();
}

/** What {@link createRemoteConsole} opens: §7 "remote console of type vnc or novnc". */
export interface CreateRemoteConsoleInput extends ServerIdInput {
  /** Default `vnc`. */
  readonly protocol?: 'vnc';
  /** Default `novnc`. */
  readonly type?: 'novnc';
}

/**
 * Opens a VNC console on a server (`POST /servers/{id}/remote-consoles`, 2.6+) and answers it
 * with its `url` rewritten to the API host ({@link rewriteConsoleUrl} with the client's
 * `baseUrl`; the only field the SDK changes, §7). Feed the url to {@link consoleWebsocketUrl}
 * for noVNC. §5: a server id is required.
 *
 * @example
 * const { url } = await createRemoteConsole(client, { serverId, protocol: 'vnc', type: 'novnc' });
 * const websocketUrl = consoleWebsocketUrl(url, window.location.origin);
 */
export async function createRemoteConsole(
  client: CloudClient,
  input: CreateRemoteConsoleInput,
  options: RequestOptions = {},
): Promise<NovaRemoteConsole> {
  assertCallPreconditions('serverAction', input);
  const body: NovaRemoteConsoleCreateRequest = {
    remote_console: { protocol: input.protocol ?? 'vnc', type: input.type ?? 'novnc' },
  };
  const response = await sendCloudRequest<NovaRemoteConsoleResponse>(
    client,
    {
      method: 'POST',
      service: 'compute',
      path: `/v2.1/servers/${pathSegment(input.serverId)}/remote-consoles`,
      json: body,
    },
    options,
  );
  const remoteConsole = response.body.remote_console;
  return { ...remoteConsole, url: rewriteConsoleUrl(remoteConsole.url, client.baseUrl) };
}

/**
 * Microversion of the legacy console action: Nova serves `os-getVNCConsole` only up to 2.5
 * (2.6 replaced it by `remote-consoles`), so at the SDK's pin (2.79) it would answer 404.
 */
export const LEGACY_CONSOLE_MICROVERSION = '2.5';

/**
 * Opens a noVNC console with the legacy action (`os-getVNCConsole`, sent at microversion 2.5,
 * the last that has it); the url is rewritten to the API host like {@link createRemoteConsole}'s.
 * Prefer `createRemoteConsole`; this serves clouds or proxies that only know the action.
 *
 * @example
 * const { url } = await getVncConsole(client, { serverId });
 */
export async function getVncConsole(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<NovaLegacyConsole> {
  const body = await serverAction<NovaLegacyConsoleResponse>(
    client,
    { serverId: input.serverId, action: { 'os-getVNCConsole': { type: 'novnc' } } },
    {
      ...options,
      headers: {
        ...microversionHeader('compute', LEGACY_CONSOLE_MICROVERSION),
        ...options.headers,
      },
    },
  );
  return { ...body.console, url: rewriteConsoleUrl(body.console.url, client.baseUrl) };
}
