import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RegionsService } from './service.ts';

/**
 * The part of a `ws` socket the echo uses. `@types/ws` is not installed (one more dependency for
 * three methods), so @fastify/websocket's socket type is `any`; this keeps the handler typed.
 */
interface EchoSocket {
  close(code: number, reason: string): void;
  send(data: unknown, options: { binary: boolean }): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): void;
}

/** Close code for an unknown region (4000–4999 are for applications; 4404 reads as "not found"). */
export const UNKNOWN_REGION_CLOSE_CODE = 4404;

/** Largest ping message accepted: a timestamp needs a few dozen bytes (§4 ping rule). */
export const PING_MAX_PAYLOAD_BYTES = 1024;

/**
 * The latency echo of the data-center page (SPEC §4 Ping measurement; DESIGN `/ws/ping/{region}`):
 * every message a client sends comes straight back unchanged, so the client measures the round
 * trip with its own clock. An unknown region closes the socket at once with
 * {@link UNKNOWN_REGION_CLOSE_CODE} and the reason `unknown region: <id>`. Messages over
 * {@link PING_MAX_PAYLOAD_BYTES} close it with 1009 (message too big).
 *
 * @example
 * await registerPingSocket(app, regions);
 * // browser: const socket = new WebSocket('ws://localhost:8080/ws/ping/eu-west2');
 */
export async function registerPingSocket(
  app: FastifyInstance,
  regions: RegionsService,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: PING_MAX_PAYLOAD_BYTES } });
  app.get<{ Params: { region: string } }>(
    '/ws/ping/:region',
    { websocket: true },
    (connection, request) => {
      const socket = connection as EchoSocket;
      const { region } = request.params;
      if (!regions.exists(region)) {
        socket.close(UNKNOWN_REGION_CLOSE_CODE, `unknown region: ${region.slice(0, 64)}`);
        return;
      }
      socket.on('message', (data, isBinary) => {
        socket.send(data, { binary: isBinary });
      });
    },
  );
}
