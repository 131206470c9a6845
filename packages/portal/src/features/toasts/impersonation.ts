// §4 Login: "A cookie LOGGED_AS_CLIENT marks staff impersonation: a toast 'you're logged in as
// {user}' with a sign-out action."

/** The cookie a staff member's impersonation sets (readable by the page; the value is the user). */
export const LOGGED_AS_CLIENT_COOKIE = 'LOGGED_AS_CLIENT';

/**
 * The impersonated user named by the `LOGGED_AS_CLIENT` cookie (percent-decoded), or `undefined`
 * when the cookie is absent or empty (a cleared cookie). Small on purpose: it runs in every
 * page's first load, which must not carry the API client.
 * @example readImpersonatedUser('a=1; LOGGED_AS_CLIENT=ada%40example.test') // 'ada@example.test'
 */
export function readImpersonatedUser(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== LOGGED_AS_CLIENT_COOKIE) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // not percent-encoding: the raw value is the name the server set
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}
