import sanitizeHtml from 'sanitize-html';

// DESIGN security: ticket messages are HTML written by customers and support agents, shown to the
// other side. The server keeps only basic formatting and links (the portal sanitises again before
// showing them). sanitize-html parses with htmlparser2, so no DOM is needed on the server.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts and styles go with their content; any other element is unwrapped to its text.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    // A link never gets a handle on the portal's window, nor passes reputation to the target.
    a: (tagName, attribs) => {
      const href = attribs['href'];
      const kept: Record<string, string> = { rel: 'noopener nofollow' };
      if (href !== undefined) kept['href'] = href;
      if (attribs['title'] !== undefined) kept['title'] = attribs['title'];
      if (href !== undefined && /^https?:/i.test(href.trim())) kept['target'] = '_blank';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * A ticket message body as stored and answered: basic formatting (paragraphs, bold, italic,
 * lists, quotes, code) and http(s)/mailto links with `rel="noopener nofollow"`; scripts, styles,
 * event handlers, `javascript:` URLs and every other element are removed. Plain text passes
 * through escaped.
 *
 * @example
 * sanitizeTicketHtml('<p onclick="x()">Hi<script>alert(1)</script></p>'); // '<p>Hi</p>'
 */
export function sanitizeTicketHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Whether a sanitised body says anything: text besides tags and whitespace (a body that was all
 * script is refused rather than stored empty).
 *
 * @example
 * hasVisibleText('<p> </p>'); // false
 */
export function hasVisibleText(sanitised: string): boolean {
  const text = sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
