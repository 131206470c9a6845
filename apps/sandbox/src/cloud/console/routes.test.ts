import { afterEach, describe, expect, it } from 'vitest';
import {
  startConsoleTestServer,
  type ConsoleTestServer,
} from '../../test-support/consoleServer.ts';
import { RfbTestClient, ScreenModel, upgradeStatus } from '../../test-support/rfbClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { CLOSE_CODES } from './rfb.ts';
import type { ConsoleTarget } from './targets.ts';
import { CONSOLE_TOKEN_TTL_SECONDS, websocketPath } from './tokens.ts';

const WEB: ConsoleTarget = {
  serverId: '5f0c7a1e-3b2d-4c8e-9f10-0a1b2c3d4e5f',
  name: 'web-1',
  hostName: 'web-1',
  imageName: 'Debian 12',
  status: 'ACTIVE',
  // Launched a while before the sandbox clock's start (10:00): the boot log is complete.
  launchedAt: '2026-11-26T09:40:00Z',
};

let server: ConsoleTestServer | undefined;
const clients: RfbTestClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.close();
  await server?.close();
  server = undefined;
});

async function start(targets: ConsoleTarget[] = [WEB]): Promise<ConsoleTestServer> {
  server = await startConsoleTestServer(targets);
  return server;
}

function consoleUrl(
  running: ConsoleTestServer,
  serverId = WEB.serverId,
  region = 'eu-west2',
): string {
  const { token } = running.tokens.createToken({ serverId, region, projectId: 'demo-project' });
  return `${running.origin.replace(/^http/, 'ws')}${websocketPath(region, token)}`;
}

async function open(url: string): Promise<RfbTestClient> {
  const client = await RfbTestClient.connect(url);
  clients.push(client);
  return client;
}

/** Handshake, noVNC's pixel format, and a full (non-incremental) update into a screen model. */
async function openScreen(url: string) {
  const client = await open(url);
  const init = await client.handshake();
  client.setUp();
  client.requestUpdate(false);
  const screen = new ScreenModel(init.width, init.height);
  const full = await client.readUpdate();
  screen.apply(full);
  return { client, init, screen, full };
}

/** Asks for an incremental update and applies it; answers its rectangles. */
async function nextChange(client: RfbTestClient, screen: ScreenModel) {
  client.requestUpdate(true);
  const rects = await client.readUpdate();
  screen.apply(rects);
  return rects;
}

/** Incremental updates until the screen shows `text` (the boot log arrives on a timer). */
async function until(client: RfbTestClient, screen: ScreenModel, text: string) {
  for (let attempt = 0; attempt < 50 && !screen.text().includes(text); attempt++)
    await nextChange(client, screen);
  expect(screen.text()).toContain(text);
}

/** The version exchange of a refused connection: the reason of the 3.8 failure path and the close. */
async function refusal(url: string) {
  const client = await open(url);
  expect(new TextDecoder().decode(await client.read(12))).toBe('RFB 003.008\n');
  client.send(new TextEncoder().encode('RFB 003.008\n'));
  const [types] = await client.read(1);
  const reason = new TextDecoder().decode(await client.read(await client.readU32()));
  const closed = await client.closed;
  return { types, reason, code: closed.code, closeReason: closed.reason };
}

describe('the console websocket (RFB 3.8)', () => {
  it("accepts noVNC's binary subprotocol and sends ServerInit with the server's name", async () => {
    const running = await start();
    const client = await open(consoleUrl(running));

    const init = await client.handshake();

    expect(client.socket.protocol).toBe('binary');
    expect(init).toEqual({
      width: 640,
      height: 384,
      bitsPerPixel: 32,
      depth: 24,
      bigEndian: false,
      trueColour: true,
      maxes: [255, 255, 255],
      shifts: [16, 8, 0],
      name: 'web-1',
    });
  });

  it("draws the boot log and the login prompt, in the client's pixel format", async () => {
    const running = await start();
    const { screen, full } = await openScreen(consoleUrl(running));

    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ x: 0, y: 0, width: 640, height: 384, encoding: 0 });
    const lines = screen.lines();
    const promptRow = lines.findIndex((line) => line.startsWith('web-1 login:'));
    expect(promptRow).toBeGreaterThan(0);
    // Pixels are lit where the prompt is, dark to its right (past the cursor).
    expect(screen.lit(0, promptRow * 16, 12 * 8, 16)).toBeGreaterThan(100);
    expect(screen.lit(20 * 8, promptRow * 16, 60 * 8, 16)).toBe(0);
    // The whole log is longer than 24 rows: the screen shows its end, as a real console would.
    expect(lines[promptRow - 2]).toBe('Debian 12 web-1 tty1');
    // cloud-init's times count from launched_at (09:40:00 + 9.74 s).
    expect(screen.text()).toContain('finished at Thu, 26 Nov 2026 09:40:09');
    // noVNC's format puts red in the first byte: the green `OK` of systemd has R=0x55, G=0xff.
    const okRow = lines.findIndex((line) => line.startsWith('[  OK  ]'));
    const okPixel = [...screen.rgb.slice(okRow * 16 * 640 + 3 * 8, (okRow * 16 + 16) * 640)].find(
      (rgb) => rgb !== 0 && rgb !== 0xaaaaaa,
    );
    expect(okPixel).toBe(0x55ff55);
  });

  it('echoes typed keys in small dirty rectangles, logs in and answers shell commands', async () => {
    const running = await start();
    const { client, screen } = await openScreen(consoleUrl(running));
    const promptRow = screen.lines().findIndex((line) => line.startsWith('web-1 login:'));

    client.typeText('r');
    const typed = await nextChange(client, screen);

    // Only the prompt row changed: the new character and the cursor that moved on.
    expect(typed).toEqual([
      expect.objectContaining({ x: 13 * 8, y: promptRow * 16, width: 16, height: 16 }),
    ]);
    expect(screen.lines()[promptRow]).toBe('web-1 login: r');

    client.typeText('ox');
    client.typeKeys(0xff08); // BackSpace
    client.typeText('ot', true);
    await until(client, screen, 'Password:');
    // Return scrolled the screen up by one row.
    expect(screen.lines().slice(-2)).toEqual(['web-1 login: root', 'Password:']);

    client.typeText('secret', true);
    await until(client, screen, 'root@web-1:~#');
    expect(screen.text()).not.toContain('secret');

    client.typeText('uname -a', true);
    await until(
      client,
      screen,
      'Linux web-1 6.1.0-28-amd64 #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux',
    );
    client.typeText('hostname', true);
    await until(client, screen, 'root@web-1:~# hostname\nweb-1\nroot@web-1:~#');
    client.typeText('reboot-now', true);
    await until(client, screen, '-bash: reboot-now: command not found');
  });

  it('keeps an incremental request waiting until something changes', async () => {
    const running = await start();
    const { client } = await openScreen(consoleUrl(running));

    client.requestUpdate(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.unread).toBe(0);

    client.typeText('a');
    const rects = (await client.readUpdate()).map(({ x, y, width, height }) => ({
      x,
      y,
      width,
      height,
    }));
    expect(rects).toHaveLength(1);
  });

  it('reboots the text console on Ctrl-Alt-Del and boots again on the sandbox clock', async () => {
    const running = await start();
    const { client, screen } = await openScreen(consoleUrl(running));

    client.key(0xffe3, true); // Control_L
    client.key(0xffe9, true); // Alt_L
    client.typeKeys(0xffff); // Delete
    client.key(0xffe9, false);
    client.key(0xffe3, false);
    await until(client, screen, 'reboot: Restarting system');

    // The screen clears a second later and the kernel starts again from zero.
    running.clock.advance(1500);
    await until(client, screen, '[    0.000000] Linux version 6.1.0-28-amd64 (Debian 12)');
    expect(screen.text()).not.toContain('Restarting');

    running.clock.advance(30_000);
    // cloud-init's times count from the reboot (10:00:01 + 9.74 s).
    await until(client, screen, 'finished at Thu, 26 Nov 2026 10:00:10');
    await until(client, screen, 'web-1 login:');
  });

  it('shows a powered-off screen for a SHUTOFF server, and the boot when it starts', async () => {
    const running = await start([{ ...WEB, status: 'SHUTOFF' }]);
    const { client, screen } = await openScreen(consoleUrl(running));

    expect(screen.text()).toContain('Server "web-1" is powered off (status SHUTOFF).');
    expect(screen.text()).not.toContain('login:');

    running.targets.update(WEB.serverId, { status: 'ACTIVE', launchedAt: '2026-11-26T10:00:00Z' });
    await until(client, screen, 'Linux version');
    expect(screen.text()).not.toContain('powered off');
    running.clock.advance(15_000);
    await until(client, screen, 'web-1 login:');
  });

  it('shows the boot log progressing while the server builds, and the prompt once ACTIVE', async () => {
    const running = await start([{ ...WEB, status: 'BUILD', launchedAt: null }]);
    const { client, screen } = await openScreen(consoleUrl(running));
    expect(screen.text()).toContain('Linux version');
    expect(screen.text()).not.toContain('EXT4-fs');

    running.clock.advance(3000);
    await until(client, screen, 'EXT4-fs (vda1): mounted');
    // User space waits for Nova to finish building.
    expect(screen.text()).not.toContain('Welcome to');

    running.targets.update(WEB.serverId, {
      status: 'ACTIVE',
      launchedAt: running.clock.now().toISOString(),
    });
    await until(client, screen, 'Welcome to Debian 12!');
    expect(screen.text()).toContain('Linux version 6.1.0-28-amd64 (Debian 12)');
    running.clock.advance(10_000);
    await until(client, screen, 'web-1 login:');
  });
});

describe('console tokens', () => {
  it('refuses an unknown token through the RFB failure reason and closes with 4401', async () => {
    const running = await start();

    const refused = await refusal(
      `${running.origin.replace(/^http/, 'ws')}${websocketPath('eu-west2', 'not-a-token')}`,
    );

    expect(refused).toEqual({
      types: 0,
      reason: 'Invalid console token: open the console again.',
      code: CLOSE_CODES.tokenRefused,
      closeReason: 'Invalid console token: open the console again.',
    });
  });

  it("opens for Nova's token_ttl (600 s) on the sandbox clock, then refuses as expired", async () => {
    const running = await start();
    const { token, expiresAt } = running.tokens.createToken({
      serverId: WEB.serverId,
      region: 'eu-west2',
      projectId: 'p',
    });
    const url = `${running.origin.replace(/^http/, 'ws')}${websocketPath('eu-west2', token)}`;
    expect(expiresAt).toBe('2026-11-26T10:10:00.000Z');
    expect(CONSOLE_TOKEN_TTL_SECONDS).toBe(600);

    running.clock.advance(599_000);
    expect((await (await open(url)).handshake()).name).toBe('web-1');

    running.clock.advance(1000);
    const refused = await refusal(url);
    expect(refused.reason).toBe('Console token expired: open the console again.');
    expect(refused.code).toBe(CLOSE_CODES.tokenRefused);
  });

  it('stores only a hash of the token', async () => {
    const running = await start();
    const { token } = running.tokens.createToken({
      serverId: WEB.serverId,
      region: 'eu-west2',
      projectId: 'p',
    });

    const rows = running.platform.db.prepare('SELECT * FROM console_tokens').all();

    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses a token on another region's console, and a server that is gone with 4404", async () => {
    const running = await start();
    const { token } = running.tokens.createToken({
      serverId: WEB.serverId,
      region: 'eu-west2',
      projectId: 'p',
    });
    const ws = running.origin.replace(/^http/, 'ws');

    expect((await refusal(`${ws}${websocketPath('us-east1', token)}`)).code).toBe(
      CLOSE_CODES.tokenRefused,
    );

    running.targets.delete(WEB.serverId);
    const gone = await refusal(`${ws}${websocketPath('eu-west2', token)}`);
    expect(gone).toMatchObject({
      code: CLOSE_CODES.serverNotFound,
      reason: 'The server of this console no longer exists.',
    });
  });

  it('refuses the upgrade of an unknown region (404), and a plain GET (426)', async () => {
    const running = await start();

    expect(
      await upgradeStatus(`${running.origin}/cloud/mars-north1/console/websockify?token=x`),
    ).toBe(404);
    const plain = await fetch(`${running.origin}/cloud/eu-west2/console/websockify?token=x`);
    expect(plain.status).toBe(426);
  });

  it('lets the fault switch refuse the upgrade', async () => {
    const running = await start();
    running.platform.faults.add({ path: '/cloud/*/console/websockify', status: 503 });

    expect(await upgradeStatus(consoleUrl(running).replace(/^ws/, 'http'))).toBe(503);
  });
});

describe('malformed client messages close the connection', () => {
  async function ready(running: ConsoleTestServer) {
    const client = await open(consoleUrl(running));
    await client.handshake();
    return client;
  }

  it('answers a bad ProtocolVersion with the 3.8 failure reason', async () => {
    const running = await start();
    const client = await open(consoleUrl(running));
    await client.read(12);

    client.send(new TextEncoder().encode('HELLO WORLD\n'));

    expect(await client.read(1)).toEqual(Uint8Array.of(0));
    const reason = new TextDecoder().decode(await client.read(await client.readU32()));
    expect(reason).toMatch(/^Unsupported RFB version "HELLO WORLD": this server speaks 3\.8\.$/);
    expect((await client.closed).code).toBe(CLOSE_CODES.protocolError);
  });

  it('closes on an unknown message type, a colour-map pixel format or an oversized cut text', async () => {
    const running = await start();

    const unknown = await ready(running);
    unknown.send(Uint8Array.of(99, 0, 0, 0));
    expect(await unknown.closed).toMatchObject({
      code: 4400,
      reason: 'unknown client message type 99',
    });

    const colourMap = await ready(running);
    const format = new Uint8Array(20);
    format.set([8, 8, 0, 0], 4); // true-colour flag 0
    colourMap.send(format);
    expect(await colourMap.closed).toMatchObject({
      code: 4400,
      reason: 'colour-map pixel formats are not supported',
    });

    const cutText = await ready(running);
    cutText.send(Uint8Array.of(6, 0, 0, 0, 0x10, 0, 0, 0)); // 256 MiB announced
    expect((await cutText.closed).code).toBe(CLOSE_CODES.tooBig);

    // The server lives on: a new console opens.
    expect((await ready(running)).socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a connection that does not finish the handshake in time', async () => {
    server = await startConsoleTestServer([WEB], { handshakeTimeoutMs: 200 });
    const client = await open(consoleUrl(server));
    await client.read(12);

    expect(await client.closed).toMatchObject({
      code: CLOSE_CODES.protocolError,
      reason: 'RFB handshake not completed in time',
    });
  });

  it('reads messages split across websocket frames and several in one frame', async () => {
    const running = await start();
    const client = await ready(running);
    const setPixelFormat = new Uint8Array(20);
    setPixelFormat.set([32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 0, 8, 16], 4);
    const request = Uint8Array.of(3, 0, 0, 0, 0, 0, 0, 8, 0, 16); // 8×16: the first cell

    client.send(setPixelFormat.subarray(0, 7));
    client.send(Uint8Array.of(...setPixelFormat.subarray(7), ...request));

    const [rect] = await client.readUpdate();
    expect(rect).toMatchObject({ x: 0, y: 0, width: 8, height: 16, encoding: 0 });
  });
});

describe('the console in the sandbox', () => {
  it('shares one websocket plugin with /ws/ping: both answer in the composed app', async () => {
    const sandbox = await startTestServer();
    try {
      const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
      const ws = origin.replace(/^http/, 'ws');

      const refused = await refusal(`${ws}${websocketPath('eu-west2', 'no-such-token')}`);
      expect(refused.code).toBe(CLOSE_CODES.tokenRefused);

      const ping = new WebSocket(`${ws}/ws/ping/eu-west2`);
      await new Promise((resolve) => ping.addEventListener('open', resolve, { once: true }));
      const echoed = new Promise<string>((resolve) =>
        ping.addEventListener('message', (event) => resolve(String(event.data)), { once: true }),
      );
      ping.send('1732190000000');
      expect(await echoed).toBe('1732190000000');
      ping.close();
    } finally {
      await sandbox.close();
    }
  });
});
