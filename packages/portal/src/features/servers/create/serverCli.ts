// "Show as CLI" (issue 13): the request a screen is about to send, as an `openstack` command and
// as the raw compute API call, for customers who automate. Secrets never appear in the text: the
// root and panel passwords are read from SERVER_PASSWORD and APP_PASSWORD, and the token from
// OS_TOKEN (`openstack token issue -f value -c id`), so nothing secret lands in shell history.
import type { NovaRebuild, NovaServerCreate } from '@cloud-portal/cloud-sdk/compute';

/** Where the calls go. */
export interface CliTarget {
  region: string;
  /** The compute root of the region (`https://cloud.example/cloud/eu-west2/compute/v2.1`). */
  computeUrl: string;
  /** The compute microversion the portal pins (`OpenStack-API-Version: compute 2.79`). */
  microversion: string;
}

/** One request in both forms. */
export interface CliCommands {
  openstack: string;
  curl: string;
}

/** The shell variables the commands read. */
export const CLI_VARIABLES = {
  token: 'OS_TOKEN',
  password: 'SERVER_PASSWORD',
  appPassword: 'APP_PASSWORD',
} as const;

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A word as a POSIX shell reads it back: as is when it has no special characters, else in single
 * quotes (a quote inside written as '\'').
 * @example shellWord("it's") // "'it'\\''s'"
 */
export function shellWord(value: string): string {
  return value !== '' && SAFE.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

const variable = (name: string) => `"$${name}"`;

/** Lines of one command joined with backslash continuations. */
const command = (lines: readonly string[]) => lines.join(' \\\n  ');

/** Replaces the passwords of a body with the shell variables (inside an unquoted heredoc). */
function withoutSecrets<
  Body extends { adminPass?: string; metadata?: Readonly<Record<string, string>> },
>(body: Body): Body {
  const metadata = body.metadata?.app_password
    ? { ...body.metadata, app_password: `$${CLI_VARIABLES.appPassword}` }
    : body.metadata;
  return {
    ...body,
    ...(body.adminPass === undefined ? {} : { adminPass: `$${CLI_VARIABLES.password}` }),
    ...(metadata === undefined ? {} : { metadata }),
  };
}

function curl(target: CliTarget, path: string, body: unknown): string {
  return [
    command([
      `curl -X POST ${shellWord(`${target.computeUrl}${path}`)}`,
      `-H "X-Auth-Token: $${CLI_VARIABLES.token}"`,
      `-H 'Content-Type: application/json'`,
      `-H ${shellWord(`OpenStack-API-Version: compute ${target.microversion}`)}`,
      '--data @- <<EOF',
    ]),
    JSON.stringify(body, null, 2),
    'EOF',
  ].join('\n');
}

const openstack = (target: CliTarget, words: string) =>
  `openstack --os-region-name ${shellWord(target.region)} --os-compute-api-version ${target.microversion} ${words}`;

function metadataOptions(metadata: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(metadata ?? {}).map(([key, value]) =>
    key === 'app_password'
      ? `--property ${key}=${variable(CLI_VARIABLES.appPassword)}`
      : `--property ${shellWord(`${key}=${value}`)}`,
  );
}

/**
 * A server create (§7 compute create) as `openstack server create` and as `POST /servers`.
 * @example createServerCli(request, target).openstack // 'openstack --os-region-name eu-west2 … server create \\\n  --flavor std.2c4g …'
 */
export function createServerCli(request: NovaServerCreate, target: CliTarget): CliCommands {
  const networks = Array.isArray(request.networks) ? request.networks : [];
  return {
    openstack: command([
      openstack(target, 'server create'),
      `--flavor ${shellWord(request.flavorRef)}`,
      `--image ${shellWord(request.imageRef)}`,
      ...networks.flatMap((network) =>
        network.uuid === undefined ? [] : [`--network ${shellWord(network.uuid)}`],
      ),
      ...(request.security_groups ?? []).map(
        (group) => `--security-group ${shellWord(group.name)}`,
      ),
      ...(request.key_name === undefined ? [] : [`--key-name ${shellWord(request.key_name)}`]),
      ...(request.adminPass === undefined
        ? []
        : [`--password ${variable(CLI_VARIABLES.password)}`]),
      ...metadataOptions(request.metadata),
      shellWord(request.name),
    ]),
    curl: curl(target, '/servers', { server: withoutSecrets(request) }),
  };
}

/**
 * A reinstall (§7 rebuild) as `openstack server rebuild` and as the server action.
 * @example rebuildServerCli(serverId, rebuild, target).curl // "curl -X POST '…/servers/<id>/action' …"
 */
export function rebuildServerCli(
  serverId: string,
  rebuild: NovaRebuild,
  target: CliTarget,
): CliCommands {
  return {
    openstack: command([
      openstack(target, 'server rebuild'),
      `--image ${shellWord(rebuild.imageRef)}`,
      ...(typeof rebuild.key_name === 'string'
        ? [`--key-name ${shellWord(rebuild.key_name)}`]
        : rebuild.key_name === null
          ? ['--no-key-name']
          : []),
      ...(rebuild.adminPass === undefined
        ? []
        : [`--password ${variable(CLI_VARIABLES.password)}`]),
      ...metadataOptions(rebuild.metadata),
      shellWord(serverId),
    ]),
    curl: curl(target, `/servers/${encodeURIComponent(serverId)}/action`, {
      rebuild: withoutSecrets(rebuild),
    }),
  };
}

/**
 * An upgrade (§4: resize with automatic disk config, then confirm) as two commands each.
 * @example resizeServerCli(serverId, 'std.4c8g', target).openstack // '…server resize --flavor std.4c8g <id>\n…server resize confirm <id>'
 */
export function resizeServerCli(
  serverId: string,
  flavorRef: string,
  target: CliTarget,
): CliCommands {
  const id = shellWord(serverId);
  const path = `/servers/${encodeURIComponent(serverId)}/action`;
  return {
    openstack: [
      `${openstack(target, 'server resize')} --flavor ${shellWord(flavorRef)} ${id}`,
      `${openstack(target, 'server resize confirm')} ${id}`,
    ].join('\n'),
    curl: [
      curl(target, path, { resize: { flavorRef, 'OS-DCF:diskConfig': 'AUTO' } }),
      curl(target, path, { confirmResize: null }),
    ].join('\n\n'),
  };
}
