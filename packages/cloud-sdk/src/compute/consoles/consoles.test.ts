import { describe, expect, test } from 'vitest';
import { createCloudClient } from '../../core/client.ts';
import { fakeFetch, jsonResponse, type RecordedCall } from '../../testing/fake-fetch.ts';
import { missingKeys } from '../../testing/wire-keys.ts';
import {
  consoleWebsocketUrl,
  createRemoteConsole,
  getVncConsole,
  rewriteConsoleUrl,
} from './consoles.ts';
import {
  LEGACY_VNC_REQUEST,
  LEGACY_VNC_RESPONSE,
  readSampleJson,
  REMOTE_CONSOLE_VNC_REQUEST,
  REMOTE_CONSOLE_VNC_RESPONSE,
} from './consoles.fixtures.ts';
import type { NovaLegacyConsoleResponse, NovaRemoteConsoleResponse } from './consoles.types.ts';

const SERVER_ID = 'f5dc173b-6804-445a-a6d8-c705dad5b5eb';
const EMULATOR_URL =
  'http://h/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc';

function clientAnswering(responder: Parameters<typeof fakeFetch>[0], baseUrl?: string) {
  const fake = fakeFetch(responder);
  const client = createCloudClient({
    token: () => 'tok',
    fetch: fake.fetch,
    ...(baseUrl === undefined ? {} : { baseUrl }),
  });
  return { fake, client };
}

function bodyOf(call: RecordedCall | undefined): unknown {
  return call?.body === undefined ? undefined : JSON.parse(call.body);
}

describe('rewriteConsoleUrl (§7: the url is rewritten to the api host)', () => {
  test('replaces the origin (Nova’s proxy host and port) by the baseUrl’s origin', () => {
    expect(
      rewriteConsoleUrl(
        'http://127.0.0.1:6080/vnc_auto.html?path=%3Ftoken%3Ddaae',
        'https://api.example.com',
      ),
    ).toBe('https://api.example.com/vnc_auto.html?path=%3Ftoken%3Ddaae');
  });

  test('a baseUrl with a path prefix contributes only its origin', () => {
    expect(rewriteConsoleUrl(EMULATOR_URL, 'https://gw.example.com:8443/prefix/')).toBe(
      'https://gw.example.com:8443/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc',
    );
  });

  test('a same-origin client (baseUrl "" or a bare path) gets a relative /path?query', () => {
    const relative =
      '/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc';
    expect(rewriteConsoleUrl(EMULATOR_URL, '')).toBe(relative);
    expect(rewriteConsoleUrl(EMULATOR_URL, '/api')).toBe(relative);
    // Already relative: kept.
    expect(rewriteConsoleUrl(relative, '')).toBe(relative);
  });

  test('user info, host and port of the console URL never survive; the fragment does', () => {
    expect(rewriteConsoleUrl('https://user:pw@internal:6080/vnc_lite.html?x=1#y', '')).toBe(
      '/vnc_lite.html?x=1#y',
    );
  });

  test('a path that would read as another host (//evil) is collapsed to one slash', () => {
    expect(rewriteConsoleUrl('http://h//evil.example/x?path=a', '')).toBe('/evil.example/x?path=a');
    expect(rewriteConsoleUrl('http://h/\\evil.example/x', '')).toBe('/evil.example/x');
  });

  test.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://h/x',
    'ws://h:6083/?token=abc',
    '//evil.example/x',
    '/\\evil.example/x',
    'not a url',
    '',
  ])('refuses %j with invalid_response', (url) => {
    expect(() => rewriteConsoleUrl(url, 'https://api.example.com')).toThrow(
      expect.objectContaining({ name: 'CloudError', code: 'invalid_response' }),
    );
  });
});

describe('consoleWebsocketUrl', () => {
  test('emulator form: the path query is an absolute path on the same host', () => {
    expect(consoleWebsocketUrl(EMULATOR_URL, 'http://portal.example')).toBe(
      'ws://h/cloud/eu-west2/console/websockify?token=abc',
    );
  });

  test('real Nova form: path=?token=… opens the proxy’s root on its host and port', () => {
    expect(
      consoleWebsocketUrl(
        'http://h:6080/vnc_auto.html?path=%3Ftoken%3Dabc',
        'https://portal.example',
      ),
    ).toBe('ws://h:6080/?token=abc');
    expect(
      consoleWebsocketUrl('https://h:6080/vnc_lite.html?path=%3Ftoken%3Dabc', 'http://p'),
    ).toBe('wss://h:6080/?token=abc');
  });

  test('a relative (rewritten) URL resolves against the page origin; https pages get wss', () => {
    const relative = rewriteConsoleUrl(EMULATOR_URL, '');
    expect(consoleWebsocketUrl(relative, 'https://portal.example.com')).toBe(
      'wss://portal.example.com/cloud/eu-west2/console/websockify?token=abc',
    );
    expect(consoleWebsocketUrl(relative, 'http://localhost:5173')).toBe(
      'ws://localhost:5173/cloud/eu-west2/console/websockify?token=abc',
    );
  });

  test('without a path query noVNC’s default websockify is used', () => {
    expect(consoleWebsocketUrl('https://h/vnc_lite.html', 'https://p')).toBe('wss://h/websockify');
  });

  test('a path naming another host stays a path on the console’s host', () => {
    const url = `http://h/vnc_auto.html?path=${encodeURIComponent('//evil.example/ws?token=a')}`;
    expect(consoleWebsocketUrl(url, 'http://p')).toBe('ws://h/evil.example/ws?token=a');
    const backslashes = `http://h/vnc_auto.html?path=${encodeURIComponent('\\\\evil.example/ws')}`;
    expect(consoleWebsocketUrl(backslashes, 'http://p')).toBe('ws://h/evil.example/ws');
    const userinfo = `http://h/vnc_auto.html?path=${encodeURIComponent('@evil.example/ws')}`;
    expect(new URL(consoleWebsocketUrl(userinfo, 'http://p')).host).toBe('h');
  });

  test('a hostile console URL or page origin is refused with invalid_response', () => {
    for (const [url, origin] of [
      ['javascript:alert(1)//?path=x', 'https://p'],
      ['data:text/html,x', 'https://p'],
      ['/vnc_auto.html?path=x', 'javascript:alert(1)'],
      ['/vnc_auto.html?path=x', 'not an origin'],
    ] as const) {
      expect(() => consoleWebsocketUrl(url, origin)).toThrow(
        expect.objectContaining({ code: 'invalid_response' }),
      );
    }
  });
});

describe('createRemoteConsole', () => {
  test('sends the v2.6 request sample and answers its console with the url on the api host', async () => {
    const request = readSampleJson(REMOTE_CONSOLE_VNC_REQUEST);
    const response = readSampleJson<NovaRemoteConsoleResponse>(REMOTE_CONSOLE_VNC_RESPONSE);
    const { fake, client } = clientAnswering(
      () => jsonResponse(response),
      'https://api.example.com',
    );
    const remoteConsole = await createRemoteConsole(client, {
      serverId: SERVER_ID,
      protocol: 'vnc',
      type: 'novnc',
    });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(
      `https://api.example.com/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/remote-consoles`,
    );
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.79');
    expect(bodyOf(fake.calls[0])).toEqual(request);
    expect(missingKeys(response.remote_console, ['protocol', 'type', 'url'])).toEqual([]);
    expect(remoteConsole).toEqual({
      protocol: 'vnc',
      type: 'novnc',
      url: 'https://api.example.com/vnc_auto.html?path=%3Ftoken%3Db60bcfc3-5fd4-4d21-986c-e83379107819',
    });
  });

  test('protocol and type default to vnc / novnc; a same-origin client gets a relative url', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({ remote_console: { protocol: 'vnc', type: 'novnc', url: EMULATOR_URL } }),
    );
    const remoteConsole = await createRemoteConsole(client, { serverId: SERVER_ID });
    expect(bodyOf(fake.calls[0])).toEqual(readSampleJson(REMOTE_CONSOLE_VNC_REQUEST));
    expect(remoteConsole.url).toBe(
      '/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3Dabc',
    );
  });

  test('a hostile url from the cloud rejects with invalid_response', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({
        remote_console: { protocol: 'vnc', type: 'novnc', url: 'javascript:alert(1)' },
      }),
    );
    await expect(createRemoteConsole(client, { serverId: SERVER_ID })).rejects.toMatchObject({
      name: 'CloudError',
      code: 'invalid_response',
    });
  });

  test('§5: a server id is required; it stays one path segment', async () => {
    const { fake, client } = clientAnswering(() =>
      jsonResponse({ remote_console: { protocol: 'vnc', type: 'novnc', url: EMULATOR_URL } }),
    );
    await expect(createRemoteConsole(client, { serverId: ' ' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
    await createRemoteConsole(client, { serverId: '../../os-keypairs' });
    expect(fake.calls[0]?.url).toBe(
      '/cloud/eu-west2/compute/v2.1/servers/..%2F..%2Fos-keypairs/remote-consoles',
    );
  });

  test('a server that is not running rejects with Nova’s 409 message', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { conflictingRequest: { code: 409, message: 'Instance not yet ready' } },
        { status: 409 },
      ),
    );
    await expect(createRemoteConsole(client, { serverId: SERVER_ID })).rejects.toMatchObject({
      code: 'conflict',
      message: 'Instance not yet ready',
    });
  });
});

describe('getVncConsole (legacy os-getVNCConsole action)', () => {
  test('sends the 2.1 action sample at microversion 2.5 and rewrites the url', async () => {
    const request = readSampleJson(LEGACY_VNC_REQUEST);
    const response = readSampleJson<NovaLegacyConsoleResponse>(LEGACY_VNC_RESPONSE);
    const { fake, client } = clientAnswering(() => jsonResponse(response), 'http://api.test:8080');
    const legacy = await getVncConsole(client, { serverId: SERVER_ID });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe(
      `http://api.test:8080/cloud/eu-west2/compute/v2.1/servers/${SERVER_ID}/action`,
    );
    expect(bodyOf(fake.calls[0])).toEqual(request);
    // Nova serves the action only up to 2.5: the pin (2.79) would answer 404.
    expect(fake.calls[0]?.headers['openstack-api-version']).toBe('compute 2.5');
    expect(fake.calls[0]?.headers['x-openstack-nova-api-version']).toBe('2.5');
    expect(legacy).toEqual({
      type: 'novnc',
      url: 'http://api.test:8080/vnc_auto.html?path=%3Ftoken%3Ddaae261f-474d-4cae-8f6a-1865278ed8c9',
    });
  });

  test('§5: a server id is required', async () => {
    const { fake, client } = clientAnswering(() => jsonResponse({}));
    await expect(getVncConsole(client, { serverId: '' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(fake.calls).toHaveLength(0);
  });
});
