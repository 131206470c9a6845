import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A form of a page: where it posts and its hidden fields. */
export interface PageForm {
  action: string;
  hidden: Record<string, string>;
}

/**
 * The post forms of a server-rendered page (the sandbox's own simple HTML), each with its
 * action and hidden fields, in page order.
 *
 * @example
 * formsOf(page.body)[0]?.hidden['csrf_token'];
 */
export function formsOf(html: string): Array<PageForm & { html: string }> {
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(
    (match) => ({
      action: unescapeHtml(match[1] ?? ''),
      html: match[2] ?? '',
      hidden: Object.fromEntries(
        [...(match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
          (input) => [input[1] ?? '', unescapeHtml(input[2] ?? '')],
        ),
      ),
    }),
  );
}

/**
 * A browser over `inject()` for the sandbox's HTML pages: keeps cookies, sends `Host` and (on
 * posts) `Origin` like a same-origin browser, and submits a page's forms with their hidden fields.
 *
 * @example
 * const browser = createBrowser(server.app);
 * const page = await browser.get('/sandbox/admin');
 * const done = await browser.submit(page, { containing: 'demo@cloud-portal.test' });
 */
export function createBrowser(app: FastifyInstance, host = 'localhost:8080') {
  const jar = new Map<string, string>();

  function remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
    }>) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  function cookieHeader(): Record<string, string> {
    return jar.size === 0
      ? {}
      : { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  async function get(url: string): Promise<LightMyRequestResponse> {
    const response = await app.inject({ method: 'GET', url, headers: { host, ...cookieHeader() } });
    remember(response);
    return response;
  }

  async function post(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...cookieHeader(),
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
    remember(response);
    return response;
  }

  return {
    jar,
    get,
    post,
    /**
     * Posts the page's form (the first, or the first whose HTML contains `containing`) with its
     * hidden fields plus `fields` (a pressed button is one more field).
     */
    async submit(
      page: LightMyRequestResponse,
      { containing, fields = {} }: { containing?: string; fields?: Record<string, string> } = {},
    ): Promise<LightMyRequestResponse> {
      const form = formsOf(page.body).find(
        (candidate) => containing === undefined || candidate.html.includes(containing),
      );
      if (form === undefined) throw new Error(`no form${containing ? ` with ${containing}` : ''}`);
      return post(form.action, { ...form.hidden, ...fields });
    },
  };
}
