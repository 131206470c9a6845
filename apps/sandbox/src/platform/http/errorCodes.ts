/**
 * The product API's stable error code for an HTTP status, for the client errors Fastify itself
 * raises (bad JSON, huge body...) and the generic cases.
 *
 * @example
 * codeForStatus(413); // 'payload_too_large'
 */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'server_error' : 'client_error';
  }
}
