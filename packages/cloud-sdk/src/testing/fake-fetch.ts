// Test helper: a recording fake `fetch` (no network in unit tests). Not part of the build.
import type { FetchFunction } from '../core/client.ts';

/** One call the fake received, with headers flattened to a lower-case record. */
export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal | undefined;
}

export type Responder = (call: RecordedCall, index: number) => Response | Promise<Response>;

export interface FakeFetch {
  readonly fetch: FetchFunction;
  readonly calls: RecordedCall[];
}

/** A fake fetch answering each call with `responder` (or each response of a list, in order). */
export function fakeFetch(responder: Responder | readonly (Response | Error)[]): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const call: RecordedCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const index = calls.length - 1;
    if (typeof responder === 'function') return responder(call, index);
    const next = responder[index];
    if (next === undefined)
      throw new Error(`fakeFetch: no response for call ${index + 1} (${call.method} ${call.url})`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

/** A JSON response. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: 200, ...init, headers });
}
