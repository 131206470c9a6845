import type { KeystoneErrorResponse } from '@cloud-portal/cloud-sdk/identity';

/**
 * The error body of Keystone, and of keystonemiddleware's 401 in front of every other service
 * (and of the emulator's generic cloud paths).
 */
export type OpenStackErrorBody = KeystoneErrorResponse;

/** Nova's (and Cinder's) fault body: `{"itemNotFound": {"code": 404, "message": "..."}}`. */
export type NovaFaultBody = Record<string, { code: number; message: string }>;

/** Neutron's error body: `{"NeutronError": {"type": "NetworkNotFound", "message": "...", "detail": ""}}`. */
export interface NeutronErrorBody {
  NeutronError: { type: string; message: string; detail: string };
}

/**
 * How a service writes its errors: `keystone` (identity, and the 401 of any service's auth
 * middleware), `nova` (compute, volume) or `neutron` (network).
 */
export type ErrorStyle = 'keystone' | 'nova' | 'neutron';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Builds Keystone's error body: `{"error": {"code": 401, "title": "Unauthorized", "message": "..."}}`.
 *
 * @example
 * openStackError(401, 'The request you have made requires authentication.');
 */
export function openStackError(code: number, message: string): OpenStackErrorBody {
  return { error: { code, title: TITLES[code] ?? 'Error', message } };
}

/** Nova's fault names per status (nova/api/openstack/wsgi.py `Fault._fault_names`). */
const NOVA_FAULT_NAMES: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'itemNotFound',
  405: 'badMethod',
  409: 'conflictingRequest',
  413: 'overLimit',
  415: 'badMediaType',
  429: 'overLimit',
  501: 'notImplemented',
  503: 'serviceUnavailable',
};

/**
 * Builds Nova's (and Cinder's) fault body; statuses without a name of their own (406, 500) are
 * a `computeFault`.
 *
 * @example
 * novaFault(404, 'Flavor 42 could not be found.');
 * // { itemNotFound: { code: 404, message: 'Flavor 42 could not be found.' } }
 */
export function novaFault(code: number, message: string): NovaFaultBody {
  return { [NOVA_FAULT_NAMES[code] ?? 'computeFault']: { code, message } };
}

/** The exception type Neutron reports for a bare HTTP error of each status. */
const NEUTRON_TYPES: Record<number, string> = {
  400: 'HTTPBadRequest',
  401: 'HTTPUnauthorized',
  403: 'HTTPForbidden',
  404: 'HTTPNotFound',
  405: 'HTTPMethodNotAllowed',
  409: 'HTTPConflict',
  413: 'HTTPRequestEntityTooLarge',
  429: 'HTTPTooManyRequests',
  503: 'HTTPServiceUnavailable',
};

/**
 * Builds Neutron's error body. `type` names the exception (`NetworkNotFound`, `PortInUse`...);
 * without one, the HTTP error's (`HTTPNotFound`...).
 *
 * @example
 * neutronError(404, 'Network 5e1c could not be found.', 'NetworkNotFound');
 * // { NeutronError: { type: 'NetworkNotFound', message: 'Network 5e1c could not be found.', detail: '' } }
 */
export function neutronError(code: number, message: string, type?: string): NeutronErrorBody {
  return {
    NeutronError: {
      type: type ?? NEUTRON_TYPES[code] ?? 'HTTPInternalServerError',
      message,
      detail: '',
    },
  };
}

/**
 * The error body of `status` in a service's style.
 *
 * @example
 * errorBody('nova', 406, 'Version 3.0 is not supported by the API.'); // { computeFault: {...} }
 */
export function errorBody(
  style: ErrorStyle,
  status: number,
  message: string,
): OpenStackErrorBody | NovaFaultBody | NeutronErrorBody {
  switch (style) {
    case 'keystone':
      return openStackError(status, message);
    case 'nova':
      return novaFault(status, message);
    case 'neutron':
      return neutronError(status, message);
    default:
      return style satisfies never;
  }
}

/** Keystone's text for a failed authentication: the same for unknown users and wrong passwords. */
export const AUTHENTICATION_REQUIRED = 'The request you have made requires authentication.';
