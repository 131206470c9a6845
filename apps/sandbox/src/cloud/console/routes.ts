import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { openStackError } from '../shared/errors.ts';
import { CLOSE_CODES, RfbSession } from './rfb.ts';
import { ServerConsole } from './serverConsole.ts';
import type { ConsoleTargetLookup } from './targets.ts';
import { Terminal } from './terminal.ts';
import type { ConsoleService } from './tokens.ts';

/**
 * The part of a `ws` socket the console uses (`@types/ws` is not installed, so
 * @fastify/websocket's socket type is `any`; see product/regions/pingSocket.ts).
 */
interface ConsoleSocket {
  send(data: Uint8Array, options: { binary: boolean }): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
}

/** Options of {@link consoleRoutes}. */
export interface ConsoleRoutesOptions {
  tokens: ConsoleService;
  lookup: ConsoleTargetLookup;
  /** The sandbox clock. */
  now: () => Date;
  /** How often an open console re-reads its server and the clock, in ms. Default 250. */
  tickMs?: number;
}

/**
 * Registers @fastify/websocket unless an enclosing scope already has. It is a
 * fastify-plugin (not encapsulated), and a second registration in the same app fails at boot
 * (`FST_ERR_DEC_ALREADY_PRESENT`); regions registers it on the root for `/ws/ping` before the
 * cloud, so in the sandbox this finds it there and the console shares its upgrade listener.
 */
async function ensureWebsocketSupport(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);
}

function bytesOf(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Array.isArray(data)) return Buffer.concat(data as Uint8Array[]);
  return new Uint8Array(0);
}

/**
 * The console websocket of the emulated nova-novncproxy: `GET /cloud/{region}/console/websockify?token=…`
 * upgraded to a websocket (noVNC's `binary` subprotocol is accepted) that speaks RFB 3.8 and shows
 * the token's server's text console ({@link ServerConsole}). An unknown or expired token, or a
 * server that no longer exists, fails the RFB handshake with a reason (noVNC raises it as its
 * `securityfailure` event, so the portal can say what happened) and closes with 4401 or 4404.
 * A plain GET answers 426 in OpenStack's error shape.
 *
 * @example
 * await app.register(consoleRoutes, { tokens, lookup, now: platform.now });
 */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, options) => {
  await ensureWebsocketSupport(app);
  const tickMs = options.tickMs ?? 250;

  app.route<{ Params: { region: string }; Querystring: { token?: string } }>({
    method: 'GET',
    url: '/cloud/:region/console/websockify',
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('Upgrade', 'websocket')
        .send(openStackError(426, 'Open this URL as a websocket (RFB over websockify).')),
    wsHandler: (connection, request) => {
      const socket = connection as ConsoleSocket;
      const close = (code: number, reason: string) => socket.close(code, reason);
      const send = (bytes: Uint8Array) => socket.send(bytes, { binary: true });
      try {
        const token = typeof request.query.token === 'string' ? request.query.token : undefined;
        const check = options.tokens.checkToken(request.params.region, token);
        const target = check.kind === 'valid' ? options.lookup(check.token.serverId) : undefined;
        if (check.kind !== 'valid' || target === undefined) {
          const refusal =
            check.kind === 'unknown'
              ? {
                  code: CLOSE_CODES.tokenRefused,
                  reason: 'Invalid console token: open the console again.',
                }
              : check.kind === 'expired'
                ? {
                    code: CLOSE_CODES.tokenRefused,
                    reason: 'Console token expired: open the console again.',
                  }
                : {
                    code: CLOSE_CODES.serverNotFound,
                    reason: 'The server of this console no longer exists.',
                  };
          const rfb = new RfbSession({
            display: new Terminal(1, 1),
            name: '',
            send,
            close,
            onKey: () => undefined,
            refusal,
          });
          socket.on('message', (data) => rfb.receive(bytesOf(data)));
          rfb.start();
          return;
        }
        const serverId = target.serverId;
        const screen = new ServerConsole(target, options.now());
        const rfb: RfbSession = new RfbSession({
          display: screen.terminal,
          name: target.name,
          send,
          close,
          onKey: (keysym, down) => {
            screen.key(keysym, down, options.now());
            rfb.displayChanged();
          },
        });
        // Never let one console's failure reach the process: close that socket and log.
        const guarded = (action: () => void) => {
          try {
            action();
          } catch (error) {
            request.log.error({ err: error }, 'console session failed');
            clearInterval(timer);
            close(1011, 'console error');
          }
        };
        const timer = setInterval(() => {
          guarded(() => {
            screen.update(options.lookup(serverId), options.now());
            rfb.displayChanged();
          });
        }, tickMs);
        timer.unref();
        socket.on('close', () => clearInterval(timer));
        socket.on('message', (data) => guarded(() => rfb.receive(bytesOf(data))));
        rfb.start();
      } catch (error) {
        request.log.error({ err: error }, 'console session failed to start');
        close(1011, 'console error');
      }
    },
  });
};
