// §2 Control area: which paths belong to which area of the portal. The spec states the rules as
// substring tests ("a path that contains /control is protected", "a path that contains billing is
// the billing area"). Billing stays a literal substring test; /control is matched as a whole path
// segment so that a public slug such as /news/control-panel-tour is not protected.

/** Where /control redirects to (§2: "The default redirects to /control/servers/list"). */
export const CONTROL_DEFAULT_PATH = '/control/servers/list';

/** The login page of every brand except the rocket variant (§2, §4 Login). */
export const LOGIN_PATH = '/login';

/** The login page of the rocket (rouble) variant, also its logout target (§2, §4 Login). */
export const ROCKET_LOGIN_PATH = '/sign-in';

/** The sign-up page (§2 Public routes). */
export const REGISTER_PATH = '/register';

/** The brand variants of §1 (default, rocket/rouble, South-Africa, cloud-plus, asia host). */
export type PortalVariant = 'default' | 'rocket' | 'za' | 'cloudplus' | 'asia';

// "/control" as a whole path segment: followed by the end, "/", "?" or "#".
const CONTROL_SEGMENT = /\/control(?:$|[/?#])/;

/**
 * True for a protected path, one that needs login (§2: "A path that contains /control is
 * protected"). `/control` must be a whole segment, anywhere in the path: a public article
 * `/news/control-panel-tour` is not protected.
 *
 * @example
 * isProtectedPath('/control/servers/list'); // true
 * isProtectedPath('/news/12');              // false
 */
export function isProtectedPath(pathname: string): boolean {
  return CONTROL_SEGMENT.test(pathname);
}

/**
 * True for a path in the billing area (§2: "A path that contains billing is the billing area").
 *
 * @example
 * isBillingPath('/control/billing/history'); // true
 * isBillingPath('/control/account/info');    // false
 */
export function isBillingPath(pathname: string): boolean {
  return pathname.includes('billing');
}

/**
 * True on the login or sign-up pages, where a logged-in visitor is sent to the server list (§2,
 * §4). Compares the first path segment, so `/login`, `/login/` and the rocket variant's
 * `/sign-in` match, while `/news/login-tips` does not.
 *
 * @example
 * isLoginOrRegisterPath('/register'); // true
 * isLoginOrRegisterPath('/sign-in/'); // true
 * isLoginOrRegisterPath('/control');  // false
 */
export function isLoginOrRegisterPath(pathname: string): boolean {
  const firstSegment = pathname.split('/').find((segment) => segment !== '') ?? '';
  return (
    `/${firstSegment}` === LOGIN_PATH ||
    `/${firstSegment}` === ROCKET_LOGIN_PATH ||
    `/${firstSegment}` === REGISTER_PATH
  );
}

// A record typed by every variant: adding a variant without its logout path fails the type check.
const LOGOUT_PATHS: Readonly<Record<PortalVariant, string>> = {
  default: LOGIN_PATH,
  rocket: ROCKET_LOGIN_PATH,
  za: LOGIN_PATH,
  cloudplus: LOGIN_PATH,
  asia: LOGIN_PATH,
};

/**
 * Where logout sends the user (§4 Login: /login, or /sign-in in the rocket variant).
 *
 * @example
 * logoutPath('rocket');  // '/sign-in'
 * logoutPath('default'); // '/login'
 */
export function logoutPath(variant: PortalVariant): string {
  return LOGOUT_PATHS[variant];
}
