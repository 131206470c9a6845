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
  /** A connection that has not finished the RFB handshake by then is closed (4400). Default 30 s. */
  handshakeTimeoutMs?: number;
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
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 30_000;

  /** The RFB session of a presented token, and what to run on every tick (a live console). */
  const openSession = (
    region: string,
    token: unknown,
    send: (bytes: Uint8Array) => void,
    close: (code: number, reason: string) => void,
  ): { session: RfbSession; tick?: () => void } => {
    const check = options.tokens.checkToken(region, typeof token === 'string' ? token : undefined);
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
      const display = new Terminal(1, 1);
      return {
        session: new RfbSession({
          display,
          name: '',
          send,
          close,
          onKey: () => undefined,
          refusal,
        }),
      };
    }
    const screen = new ServerConsole(target, options.now());
    const session: RfbSession = new RfbSession({
      display: screen.terminal,
      name: target.name,
      send,
      close,
      onKey: (keysym, down) => {
        screen.key(keysym, down, options.now());
        session.displayChanged();
      },
    });
    const tick = () => {
      screen.update(options.lookup(target.serverId), options.now());
      session.displayChanged();
    };
    return { session, tick };
  };

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
      const timers: NodeJS.Timeout[] = [];
      const stopTimers = () => timers.splice(0).forEach((timer) => clearTimeout(timer));
      const close = (code: number, reason: string) => {
        stopTimers();
        socket.close(code, reason);
      };
      const send = (bytes: Uint8Array) => socket.send(bytes, { binary: true });
      // Never let one console's failure reach the process: close that socket and log.
      const guarded = (action: () => void) => {
        try {
          action();
        } catch (error) {
          request.log.error({ err: error }, 'console session failed');
          close(1011, 'console error');
        }
      };
      socket.on('close', stopTimers);
      guarded(() => {
        const rfb = openSession(request.params.region, request.query.token, send, close);
        socket.on('message', (data) => guarded(() => rfb.session.receive(bytesOf(data))));
        const handshake = setTimeout(() => {
          if (!rfb.session.ready && !rfb.session.closed)
            close(CLOSE_CODES.protocolError, 'RFB handshake not completed in time');
        }, handshakeTimeoutMs);
        timers.push(handshake);
        if (rfb.tick !== undefined) {
          const tick = rfb.tick;
          timers.push(setInterval(() => guarded(tick), tickMs));
        }
        for (const timer of timers) timer.unref();
        rfb.session.start();
      });
    },
  });
};
