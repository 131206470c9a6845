/** The error body OpenStack's Keystone (and the emulator's generic cloud paths) return. */
export interface OpenStackErrorBody {
  error: { code: number; title: string; message: string };
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
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

/** Keystone's text for a failed authentication: the same for unknown users and wrong passwords. */
export const AUTHENTICATION_REQUIRED = 'The request you have made requires authentication.';
