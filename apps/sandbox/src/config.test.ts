import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  findRepoRoot,
  listenUrl,
  loadConfig,
  parseCloudProxy,
  parseProxyConsumer,
} from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/repo')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      brand: 'default',
      dataDir: '/repo/.data/default',
      staticDir: '/repo/apps/web-default/dist',
      publishedDir: '/repo/apps/web-default/dist/.published',
      rateLimits: { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 },
      fakes: { enabled: false, extraHosts: [] },
      trustProxyHops: 0,
      clockSpeed: 1,
      faultControl: false,
      cloudProxy: {},
      demoServers: 0,
    });
  });

  it('derives the data and static folders from BRAND', () => {
    expect(loadConfig({ BRAND: 'rocket', PORT: '8099' }, '/repo')).toMatchObject({
      port: 8099,
      brand: 'rocket',
      dataDir: '/repo/.data/rocket',
      staticDir: '/repo/apps/web-rocket/dist',
    });
  });

  it('takes DATA_DIR, STATIC_DIR and HOST as given, resolving relative folders', () => {
    const config = loadConfig(
      { DATA_DIR: 'tmp/data', STATIC_DIR: '/srv/app', HOST: '0.0.0.0' },
      '/repo',
    );

    expect(config.dataDir).toBe(resolve('tmp/data'));
    expect(config.staticDir).toBe('/srv/app');
    expect(config.publishedDir).toBe('/srv/app/.published');
    expect(config.host).toBe('0.0.0.0');
    expect(loadConfig({ PUBLISHED_DIR: 'tmp/pages' }, '/repo').publishedDir).toBe(
      resolve('tmp/pages'),
    );
  });

  it('rejects an unknown brand with a message listing the valid ones', () => {
    expect(() => loadConfig({ BRAND: 'acme' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ BRAND: 'acme' }, '/repo')).toThrow(
      'Unknown BRAND "acme". Use one of: default, rocket, za, cloudplus, asia.',
    );
    expect(() => loadConfig({ BRAND: 'Rocket' }, '/repo')).toThrow(ConfigError);
  });

  it('rejects ports that are not whole numbers in range', () => {
    for (const port of ['http', '80.5', '-1', '65536', '8080abc']) {
      expect(() => loadConfig({ PORT: port }, '/repo'), port).toThrow(
        /PORT must be a whole number/,
      );
    }
    expect(loadConfig({ PORT: '0' }, '/repo').port).toBe(0);
  });
});

describe('RATE_LIMIT_PER_IP', () => {
  it('sets the per-address attempt limit and leaves the per-account one', () => {
    expect(loadConfig({ RATE_LIMIT_PER_IP: '500' }, '/repo').rateLimits).toEqual({
      perAccount: 5,
      perAddress: 500,
      windowMs: 15 * 60_000,
    });
    expect(loadConfig({ RATE_LIMIT_PER_IP: '' }, '/repo').rateLimits.perAddress).toBe(30);
  });

  it('rejects a limit that is not a whole number of at least 1', () => {
    for (const limit of ['0', '-5', '2.5', 'many', '30x', '1e3']) {
      expect(() => loadConfig({ RATE_LIMIT_PER_IP: limit }, '/repo'), limit).toThrow(
        `RATE_LIMIT_PER_IP must be a whole number of at least 1, got "${limit}".`,
      );
    }
  });
});

describe('SANDBOX_FAKES', () => {
  it('is off by default and turned on with 1, with extra Host values from SANDBOX_FAKES_HOSTS', () => {
    expect(loadConfig({ SANDBOX_FAKES: '0' }, '/repo').fakes.enabled).toBe(false);
    expect(
      loadConfig(
        { SANDBOX_FAKES: '1', SANDBOX_FAKES_HOSTS: ' Portal.test:8080 , [::1]:9000,demo.test' },
        '/repo',
      ).fakes,
    ).toEqual({ enabled: true, extraHosts: ['portal.test:8080', '[::1]:9000', 'demo.test'] });
    expect(loadConfig({ SANDBOX_FAKES: '1', HOST: 'localhost' }, '/repo').fakes.enabled).toBe(true);
    expect(loadConfig({ SANDBOX_FAKES: '1', HOST: '::1' }, '/repo').fakes.enabled).toBe(true);
  });

  it('refuses them on a HOST other machines reach, unless SANDBOX_FAKES_NON_LOOPBACK=1', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ SANDBOX_FAKES: '1', HOST }, '/repo'), HOST).toThrow(ConfigError);
      expect(() => loadConfig({ SANDBOX_FAKES: '1', HOST }, '/repo'), HOST).toThrow(
        'SANDBOX_FAKES_NON_LOOPBACK=1',
      );
    }
    expect(
      loadConfig({ SANDBOX_FAKES: '1', HOST: '0.0.0.0', SANDBOX_FAKES_NON_LOOPBACK: '1' }, '/repo')
        .fakes.enabled,
    ).toBe(true);
    // Off, any HOST is fine.
    expect(loadConfig({ HOST: '0.0.0.0' }, '/repo').fakes.enabled).toBe(false);
  });

  it('rejects values other than 0 and 1, and malformed hosts', () => {
    for (const SANDBOX_FAKES of ['yes', 'true', '2'])
      expect(() => loadConfig({ SANDBOX_FAKES }, '/repo'), SANDBOX_FAKES).toThrow(
        `SANDBOX_FAKES must be 1 (on) or 0 (off), got "${SANDBOX_FAKES}".`,
      );
    expect(() =>
      loadConfig({ SANDBOX_FAKES: '1', SANDBOX_FAKES_HOSTS: 'http://portal.test' }, '/repo'),
    ).toThrow('SANDBOX_FAKES_HOSTS');
  });
});

describe('SANDBOX_DATA_KEY', () => {
  const key = Buffer.alloc(32, 0xab).toString('base64');

  it('passes a well-formed key on (unset: no key, the data directory keeps data.key)', () => {
    expect(loadConfig({ SANDBOX_DATA_KEY: ` ${key}\n` }, '/repo').dataKey).toBe(key);
    expect(loadConfig({}, '/repo').dataKey).toBeUndefined();
    expect(loadConfig({ SANDBOX_DATA_KEY: '' }, '/repo').dataKey).toBeUndefined();
  });

  it('rejects a key that is not 32 bytes of base64, saying how to make one', () => {
    for (const value of ['secret', Buffer.alloc(32).toString('hex'), key.slice(0, 40)]) {
      expect(() => loadConfig({ SANDBOX_DATA_KEY: value }, '/repo'), value).toThrow(
        'SANDBOX_DATA_KEY must hold 32 random bytes in base64 (44 characters, for example from `openssl rand -base64 32`).',
      );
    }
  });
});

describe('SANDBOX_CLOCK_SPEED', () => {
  it('takes a positive number, whole or decimal; unset or empty is real time', () => {
    expect(loadConfig({ SANDBOX_CLOCK_SPEED: '3600' }, '/repo').clockSpeed).toBe(3600);
    expect(loadConfig({ SANDBOX_CLOCK_SPEED: '0.5' }, '/repo').clockSpeed).toBe(0.5);
    expect(loadConfig({ SANDBOX_CLOCK_SPEED: '' }, '/repo').clockSpeed).toBe(1);
  });

  it('rejects anything else with a message that says what to set', () => {
    for (const speed of ['0', '0.0', '-2', 'fast', '1e3', 'Infinity', '60x', ' 60']) {
      expect(() => loadConfig({ SANDBOX_CLOCK_SPEED: speed }, '/repo'), speed).toThrow(
        new ConfigError(
          `SANDBOX_CLOCK_SPEED must be a positive number (1 is real time, 60 a minute per second), got "${speed}".`,
        ),
      );
    }
  });
});

describe('SANDBOX_DEMO_SERVERS', () => {
  it('takes a whole number of servers up to 1000; unset or empty is none', () => {
    expect(loadConfig({ SANDBOX_DEMO_SERVERS: '300' }, '/repo').demoServers).toBe(300);
    expect(loadConfig({ SANDBOX_DEMO_SERVERS: '1000' }, '/repo').demoServers).toBe(1000);
    expect(loadConfig({ SANDBOX_DEMO_SERVERS: '0' }, '/repo').demoServers).toBe(0);
    expect(loadConfig({ SANDBOX_DEMO_SERVERS: '' }, '/repo').demoServers).toBe(0);
  });

  it('rejects anything else with a message that says what to set', () => {
    for (const count of ['1001', '-1', '2.5', 'many', ' 3', '1e2']) {
      expect(() => loadConfig({ SANDBOX_DEMO_SERVERS: count }, '/repo'), count).toThrow(
        new ConfigError(
          `SANDBOX_DEMO_SERVERS must be a whole number of servers from 0 to 1000, got "${count}".`,
        ),
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is the number of trusted proxy hops; 1 keeps meaning one proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, '/repo').trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/repo').trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }, '/repo').trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }, '/repo').trustProxyHops).toBe(0);
  });

  it('rejects anything but a whole number, "true" (trust every hop) included', () => {
    for (const value of ['true', 'yes', '-1', '1.5', ' 1', '1e2', 'loopback']) {
      expect(() => loadConfig({ TRUST_PROXY: value }, '/repo'), value).toThrow(
        `TRUST_PROXY must be the number of proxies in front of the sandbox (a whole number, 0 for none, 1 for one TLS-terminating proxy), got "${value}".`,
      );
    }
  });
});

describe('SANDBOX_FAULTS', () => {
  it('serves the fault control surface only when set to 1', () => {
    expect(loadConfig({ SANDBOX_FAULTS: '1' }, '/repo').faultControl).toBe(true);
    expect(loadConfig({ SANDBOX_FAULTS: '0' }, '/repo').faultControl).toBe(false);
    expect(loadConfig({ SANDBOX_FAULTS: '' }, '/repo').faultControl).toBe(false);
  });

  it('rejects other values instead of guessing', () => {
    for (const value of ['true', 'yes', 'on', '2']) {
      expect(() => loadConfig({ SANDBOX_FAULTS: value }, '/repo'), value).toThrow(
        `SANDBOX_FAULTS must be 1 (on) or 0 (off), got "${value}".`,
      );
    }
  });
});

describe('findRepoRoot', () => {
  it('finds the monorepo root from the sandbox sources', () => {
    const root = findRepoRoot();

    expect(existsSync(join(root, 'pnpm-workspace.yaml'))).toBe(true);
    expect(existsSync(join(root, 'apps', 'sandbox', 'package.json'))).toBe(true);
  });
});

describe('listenUrl', () => {
  it('brackets IPv6 hosts', () => {
    expect(listenUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080/');
    expect(listenUrl('::1', 8080)).toBe('http://[::1]:8080/');
  });
});

describe('parseCloudProxy (SANDBOX_CLOUD_PROXY)', () => {
  it('reads region=KeystoneURL pairs, dropping trailing slashes', () => {
    expect(
      parseCloudProxy(
        ' eu-west2=http://127.0.0.1:5000/v3/ , lab-1=https://cloud.example/identity/v3',
      ),
    ).toEqual({
      'eu-west2': 'http://127.0.0.1:5000/v3',
      'lab-1': 'https://cloud.example/identity/v3',
    });
    expect(
      loadConfig({ SANDBOX_CLOUD_PROXY: 'eu-west2=http://h:5000/v3' }, '/repo').cloudProxy,
    ).toEqual({ 'eu-west2': 'http://h:5000/v3' });
  });

  it('is empty when unset or blank', () => {
    expect(parseCloudProxy(undefined)).toEqual({});
    expect(parseCloudProxy(' , ')).toEqual({});
  });

  it.each([
    ['http://127.0.0.1:5000/v3', 'a region name'],
    ['=http://127.0.0.1:5000/v3', 'a region name'],
    ['EU=http://127.0.0.1:5000/v3', 'a region name'],
    ['eu-west2=ftp://h/v3', 'an http(s) Keystone URL'],
    ['eu-west2=not a url', 'an http(s) Keystone URL'],
    ['eu-west2=http://user:secret@h/v3', 'an http(s) Keystone URL'],
    ['eu-west2=http://h/v3?x=1', 'an http(s) Keystone URL'],
    ['eu-west2=http://a/v3,eu-west2=http://b/v3', 'region eu-west2 only once'],
  ])('refuses %s, saying it needs %s', (value, needs) => {
    expect(() => parseCloudProxy(value)).toThrow(ConfigError);
    expect(() => parseCloudProxy(value)).toThrow(needs);
  });
});

describe('parseProxyConsumer (SANDBOX_CLOUD_PROXY_CONSUMER)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'proxy-consumer-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  /** Writes a cloud.json (an object is JSON-encoded, a string written as it is). */
  const cloudFile = (content: unknown) => {
    const file = join(dir, 'cloud.json');
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const REALSTACK = {
    auth_url: 'http://127.0.0.1:5000/v3',
    username: 'portal-demo',
    password: 'portal-demo-password',
    project: 'portal-demo',
    project_id: '5c1f',
    user_domain: 'Default',
    project_domain: 'Default',
    region: 'eu-west2',
    admin: { username: 'admin', password: 'realstack-admin', project: 'admin' },
  };
  const PROXY = { 'eu-west2': 'http://127.0.0.1:5000/v3' };

  it("reads the user of tooling/realstack's cloud.json and lists the regions of its Keystone", () => {
    const file = cloudFile(REALSTACK);
    const proxy = {
      'eu-west2': 'http://127.0.0.1:5000/v3',
      'lab-1': 'http://127.0.0.1:5000/v3',
      'lab-2': 'https://other.example/v3',
    };

    expect(parseProxyConsumer(file, proxy)).toEqual({
      file,
      credentials: {
        osUser: 'portal-demo',
        osPassword: 'portal-demo-password',
        osProject: 'portal-demo',
        osDomain: 'Default',
      },
      regions: ['eu-west2', 'lab-1'],
    });
  });

  it('is off when unset or blank, and reached through loadConfig', () => {
    expect(parseProxyConsumer(undefined, PROXY)).toBeUndefined();
    expect(parseProxyConsumer('  ', PROXY)).toBeUndefined();
    expect(loadConfig({}, '/repo')).not.toHaveProperty('proxyConsumer');
    const file = cloudFile({
      username: 'u',
      password: 'p',
      project: 'x',
      user_domain: 'Lab',
      project_domain: 'Lab',
    });
    expect(
      loadConfig(
        {
          SANDBOX_CLOUD_PROXY: 'eu-west2=http://127.0.0.1:5000/v3/',
          SANDBOX_CLOUD_PROXY_CONSUMER: file,
        },
        '/repo',
      ).proxyConsumer,
    ).toEqual({
      file,
      credentials: { osUser: 'u', osPassword: 'p', osProject: 'x', osDomain: 'Lab' },
      regions: ['eu-west2'],
    });
  });

  it('needs eu-west2 proxied: the portal takes its cloud token there', () => {
    const file = cloudFile(REALSTACK);
    const proxies: Record<string, string>[] = [{}, { 'lab-1': 'http://127.0.0.1:5000/v3' }];
    for (const proxy of proxies) {
      expect(() => parseProxyConsumer(file, proxy)).toThrow(ConfigError);
      expect(() => parseProxyConsumer(file, proxy)).toThrow(
        "also set SANDBOX_CLOUD_PROXY=eu-west2=<that cloud's Keystone URL>",
      );
    }
  });

  it.each([
    ['a missing file', () => join(dir, 'missing.json'), 'cannot be read (ENOENT)'],
    ['a file that is not JSON', () => cloudFile('{ username: portal'), 'is not JSON'],
    ['a JSON array', () => cloudFile([REALSTACK]), 'must hold a JSON object'],
    [
      'a missing password',
      () => cloudFile({ ...REALSTACK, password: undefined }),
      '"password" must be a non-empty string',
    ],
    [
      'an empty username',
      () => cloudFile({ ...REALSTACK, username: ' ' }),
      '"username" must be a non-empty string',
    ],
    [
      'a project that is not a string',
      () => cloudFile({ ...REALSTACK, project: 7 }),
      '"project" must be a non-empty string',
    ],
    [
      'two domains',
      () => cloudFile({ ...REALSTACK, project_domain: 'Projects' }),
      'user_domain "Default" and project_domain "Projects" differ',
    ],
    [
      "another cloud's auth_url",
      () => cloudFile({ ...REALSTACK, auth_url: 'http://127.0.0.1:5001/v3' }),
      'its auth_url http://127.0.0.1:5001/v3 is not the Keystone SANDBOX_CLOUD_PROXY sends eu-west2 to (http://127.0.0.1:5000/v3)',
    ],
  ])('refuses %s, saying what is wrong', (_case, file, message) => {
    const path = file();
    expect(() => parseProxyConsumer(path, PROXY)).toThrow(ConfigError);
    expect(() => parseProxyConsumer(path, PROXY)).toThrow(message);
    expect(() => parseProxyConsumer(path, PROXY)).toThrow(`SANDBOX_CLOUD_PROXY_CONSUMER=${path}`);
  });

  it('takes an auth_url that differs only by a trailing slash, and Default when no domain is given', () => {
    const { user_domain: _user, project_domain: _project, ...rest } = REALSTACK;
    const file = cloudFile({ ...rest, auth_url: 'http://127.0.0.1:5000/v3/' });

    expect(parseProxyConsumer(file, PROXY)?.credentials.osDomain).toBe('Default');
  });
});
