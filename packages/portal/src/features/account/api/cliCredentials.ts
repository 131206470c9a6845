// The command-line credentials file (§3: os_project, os_domain, os_user, os_password) in the two
// shapes OpenStack's tools read: an openrc script of OS_* variables (`source openrc.sh`) and a
// clouds.yaml entry (`openstack --os-cloud …`, Terraform, the SDKs). The consumer's user and
// project are in one Keystone domain.

/** What the files carry: the consumer's credentials and where its Keystone answers. */
export interface CliCredentials {
  /** Keystone v3 of the region, absolute (`https://…/cloud/eu-west2/identity/v3`). */
  authUrl: string;
  /** The region the clients talk to (`eu-west2`). */
  region: string;
  project: string;
  domain: string;
  user: string;
  password: string;
}

/** A value as one single-quoted shell word (a `'` inside closes, escapes and reopens the quote). */
const shellWord = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * An openrc script: `source` it, then `openstack server list` works. Every value is single-quoted,
 * so a password with `$`, spaces or quotes reaches Keystone as it is.
 * @example openrcScript({ authUrl: 'https://cloud.example/cloud/eu-west2/identity/v3', region: 'eu-west2', project: 'p', domain: 'Default', user: 'u', password: 'pw' })
 */
export function openrcScript(credentials: CliCredentials): string {
  const variables: [string, string][] = [
    ['OS_AUTH_URL', credentials.authUrl],
    ['OS_IDENTITY_API_VERSION', '3'],
    ['OS_AUTH_TYPE', 'password'],
    ['OS_REGION_NAME', credentials.region],
    ['OS_INTERFACE', 'public'],
    ['OS_PROJECT_NAME', credentials.project],
    ['OS_PROJECT_DOMAIN_NAME', credentials.domain],
    ['OS_USER_DOMAIN_NAME', credentials.domain],
    ['OS_USERNAME', credentials.user],
    ['OS_PASSWORD', credentials.password],
  ];
  return [
    '#!/usr/bin/env sh',
    '# OpenStack command-line credentials. Use: . ./openrc.sh && openstack server list',
    '# Anyone with this file can manage your servers: keep it private.',
    // A token or a project id left from another cloud's openrc would win over these.
    'unset OS_TOKEN OS_PROJECT_ID OS_TENANT_ID OS_TENANT_NAME OS_CLOUD',
    ...variables.map(([name, value]) => `export ${name}=${shellWord(value)}`),
    '',
  ].join('\n');
}

/**
 * A clouds.yaml with one cloud named `cloudName`: save it as `~/.config/openstack/clouds.yaml`,
 * then `openstack --os-cloud <cloudName> server list`. Strings are YAML double-quoted scalars
 * (JSON string syntax, which YAML reads the same), so no value can break the document.
 * @example cloudsYaml(credentials, 'cloud-portal')
 */
export function cloudsYaml(credentials: CliCredentials, cloudName: string): string {
  const quoted = (value: string) => JSON.stringify(value);
  return [
    'clouds:',
    `  ${quoted(cloudName)}:`,
    '    auth:',
    `      auth_url: ${quoted(credentials.authUrl)}`,
    `      project_name: ${quoted(credentials.project)}`,
    `      project_domain_name: ${quoted(credentials.domain)}`,
    `      user_domain_name: ${quoted(credentials.domain)}`,
    `      username: ${quoted(credentials.user)}`,
    `      password: ${quoted(credentials.password)}`,
    `    region_name: ${quoted(credentials.region)}`,
    '    interface: "public"',
    '    identity_api_version: 3',
    '    auth_type: "password"',
    '',
  ].join('\n');
}
