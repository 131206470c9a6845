import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test-support/server.ts';
import { PING_MAX_PAYLOAD_BYTES, UNKNOWN_REGION_CLOSE_CODE } from './pingSocket.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts a listening sandbox and answers its ws:// base URL (a real socket, not inject). */
async function listen(): Promise<string> {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => resolve(socket), { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot open ${url}`)), { once: true });
  });
}

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
  });
}

describe('/ws/ping/{region}', () => {
  it('echoes every message straight back (§4 ping: the client times the round trip)', async () => {
    const base = await listen();
    const socket = await open(`${base}/ws/ping/eu-west2`);

    const answers: string[] = [];
    for (const stamp of ['1732190000000', '1732190000123', 'hello']) {
      const answer = nextMessage(socket);
      socket.send(stamp);
      answers.push(await answer);
    }
    socket.close();

    expect(answers).toEqual(['1732190000000', '1732190000123', 'hello']);
  });

  it('closes at once with 4404 and a clear reason for an unknown region', async () => {
    const base = await listen();
    const socket = new WebSocket(`${base}/ws/ping/mars-north1`);

    const closed = await new Promise<CloseEvent>((resolve) => {
      socket.addEventListener('close', resolve, { once: true });
    });

    expect(closed.code).toBe(UNKNOWN_REGION_CLOSE_CODE);
    expect(closed.reason).toBe('unknown region: mars-north1');
  });

  it('closes with 1009 when a message is larger than a ping needs', async () => {
    const base = await listen();
    const socket = await open(`${base}/ws/ping/eu-west2`);

    const closed = new Promise<CloseEvent>((resolve) => {
      socket.addEventListener('close', resolve, { once: true });
    });
    socket.send('x'.repeat(PING_MAX_PAYLOAD_BYTES + 1));

    expect((await closed).code).toBe(1009);
  });

  it('is not served as the app to a plain HTTP request', async () => {
    server = await startTestServer({
      staticFiles: { 'index.html': '<!doctype html><title>app</title>' },
    });

    const response = await server.app.inject({ method: 'GET', url: '/ws/ping/eu-west2' });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('<title>app</title>');
  });
});
