import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe } from './catalog.ts';
import type { UpstreamRoot } from './paths.ts';

// RFC 9110 §7.6.1: these describe one connection, not the message. `proxy-connection` is the
// old non-standard spelling some clients still send.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Headers minus the hop-by-hop ones (those of RFC 9110 and any the `Connection` header names) and
 * `exclude`.
 *
 * @example
 * endToEndHeaders({ connection: 'close, x-trace', 'x-trace': '1', accept: '*\/*' });
 * // { accept: '*\/*' }
 */
export function endToEndHeaders(
  headers: IncomingHttpHeaders,
  exclude: readonly string[] = [],
): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || exclude.includes(name)) {
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

/** Limits of one forwarded request. */
export interface ForwardLimits {
  /** Largest request body sent on, in bytes (413 beyond). */
  maxRequestBytes: number;
  /** Longest silence of the upstream connection, waiting for the answer or within its body. */
  idleTimeoutMs: number;
}

/** A failure before the upstream answered: the status and message for OpenStack's error body. */
export interface ForwardFailure {
  status: 413 | 502 | 504;
  message: string;
}

/**
 * Sends the request on to `root` + `path` and the upstream's answer back: method, headers (minus
 * hop-by-hop ones, `Host` set to the upstream's, the sandbox's own `Cookie` never sent to another
 * party) and body streamed both ways, status and headers (minus hop-by-hop ones) unchanged. A
 * failure before the upstream answers is handed to `onFailure`; one after it has begun to answer
 * can only cut the connection.
 *
 * @example
 * await forwardRequest(request, reply, { origin: 'http://h:8774', basePath: '' }, '/v2.1/servers',
 *   limits, (failure) => void reply.code(failure.status).send(gatewayError(failure.status, failure.message)));
 */
export function forwardRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  root: UpstreamRoot,
  path: string,
  limits: ForwardLimits,
  onFailure: (failure: ForwardFailure) => void,
): Promise<void> {
  const incoming = request.raw;
  const declaredLength = Number(incoming.headers['content-length'] ?? 0);
  if (declaredLength > limits.maxRequestBytes) {
    onFailure(tooLarge(limits));
    return Promise.resolve();
  }
  const target = new URL(root.origin);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = endToEndHeaders(incoming.headers, ['host', 'cookie']);
  headers.host = target.host;

  // Settled once the reply is handed to Fastify: the upstream's answer, or a failure.
  return new Promise<void>((resolve) => {
    let settled = false;
    const settle = (send: () => void) => {
      if (!settled) {
        settled = true;
        send();
        resolve();
      }
    };
    const fail = (failure: ForwardFailure) => {
      outgoing.destroy();
      incoming.unpipe(outgoing);
      if (!reply.sent) settle(() => onFailure(failure));
    };

    const outgoing = send(
      {
        protocol: target.protocol,
        // URL keeps an IPv6 literal's brackets; the socket wants the bare address.
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port,
        method: incoming.method,
        // Our own string, never re-parsed as a URL: nothing normalises it on the way out.
        path,
        headers,
        timeout: limits.idleTimeoutMs,
      },
      (answer: IncomingMessage) => {
        reply.code(answer.statusCode ?? 502);
        reply.headers(endToEndHeaders(answer.headers));
        // A cut upstream after the status line: end the client's connection too.
        answer.on('error', () => reply.raw.destroy());
        settle(() => reply.send(answer));
      },
    );
    outgoing.on('timeout', () =>
      fail({
        status: 504,
        message: `${root.origin} did not answer within ${limits.idleTimeoutMs} ms.`,
      }),
    );
    outgoing.on('error', (error) => {
      if (settled) {
        reply.raw.destroy();
        return;
      }
      fail({ status: 502, message: `${root.origin} cannot be reached: ${describe(error)}.` });
    });

    // The client went away before its answer was complete: so does the upstream request.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) outgoing.destroy();
    });

    let sentBytes = 0;
    incoming.on('data', (chunk: Buffer) => {
      sentBytes += chunk.length;
      if (sentBytes > limits.maxRequestBytes) fail(tooLarge(limits));
    });
    incoming.pipe(outgoing);
  });
}

function tooLarge(limits: ForwardLimits): ForwardFailure {
  return {
    status: 413,
    message: `The request body is larger than the cloud proxy's limit of ${limits.maxRequestBytes} bytes.`,
  };
}
