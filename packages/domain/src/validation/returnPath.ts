// DESIGN.md Security: no open redirects. A return path (`?next=/control/servers` after login)
// comes from the URL, so anyone can craft it. Only same-site relative paths are followed:
// - it must start with exactly one `/` (not `//host`, which is protocol-relative);
// - no backslash (browsers read `/\host` as `//host`), no control characters, no whitespace, no
//   non-ASCII (URL parsers strip or map some of them: `/\t/host` becomes `//host`);
// - no encoded slash, backslash or control character, at any depth of encoding (`%2F%2Fhost`,
//   `%252F`): a router that decodes the path must not find a `//` either;
// - after resolving dot segments (`/..//host` → `//host`) the path must still start with one `/`.
// Anything else gives the fallback. The accepted path is returned normalised (dot segments
// resolved), with its query and fragment.

/** Longer return paths are refused (no legitimate path of the portal comes close). */
const MAX_RETURN_PATH_LENGTH = 2048;

/** How many rounds of percent-decoding are inspected for hidden characters. */
const DECODE_ROUNDS = 4;

/** A base the path is resolved against; any origin would do, only paths are compared. */
const RESOLVE_BASE = 'https://return-path.invalid';

const PRINTABLE_ASCII_WITHOUT_BACKSLASH = /^[\x21-\x5b\x5d-\x7e]*$/;
const ENCODED_DANGER = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/** Decoded text may hold non-ASCII letters (`/ru/новости`), but no control, space or backslash. */
function hasControlSpaceOrBackslash(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || code === 0x5c || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function hidesDangerousCharacters(path: string): boolean {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    if (ENCODED_DANGER.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed percent-encoding: refuse rather than guess how a router would read it.
      return true;
    }
    if (decoded === current) return false;
    if (hasControlSpaceOrBackslash(decoded)) return true;
    current = decoded;
  }
  // Still changing after several rounds: an attempt to outlast the check.
  return true;
}

/**
 * A return path that can only lead within the site: `input` normalised when it is a same-origin
 * relative path starting with a single `/`, otherwise `fallback`. Accepts `unknown` because it
 * usually comes straight from a query parameter. `fallback` is trusted as given.
 *
 * @example
 * safeReturnPath('/control/servers?tab=1'); // '/control/servers?tab=1'
 * safeReturnPath('/a/../control'); // '/control'
 * safeReturnPath('//evil.example'); // '/'
 * safeReturnPath('/\\evil.example'); // '/'
 * safeReturnPath('/%2F%2Fevil.example', '/control'); // '/control'
 * safeReturnPath('javascript:alert(1)'); // '/'
 */
export function safeReturnPath(input: unknown, fallback = '/'): string {
  if (typeof input !== 'string') return fallback;
  if (input.length === 0 || input.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!PRINTABLE_ASCII_WITHOUT_BACKSLASH.test(input)) return fallback;
  if (!input.startsWith('/') || input.startsWith('//')) return fallback;
  if (hidesDangerousCharacters(input)) return fallback;
  // A path-absolute reference against a valid base always parses (WHATWG URL), so no try.
  const url = new URL(input, RESOLVE_BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  const sameSite = url.origin === RESOLVE_BASE && path.startsWith('/') && !path.startsWith('//');
  return sameSite ? path : fallback;
}
