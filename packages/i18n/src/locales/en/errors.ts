// Namespace `errors` (SPEC §8): the texts of the keys the rules in packages/domain/src/errors
// return, e.g. `errors:toast.forbidden`. Sub-objects:
// - status  fallback texts by HTTP status, named by the cloud SDK's error codes;
// - toast   the §8 product-API toast table; cloud: the §8 cloud request notifications;
// - app     loading failures of the app itself.
// Product-API error codes with a fixed meaning (§8 "api.{code}") live in their area's namespace
// (`billing:payment.cardDeclined`); domain's `productApiErrorKey` maps a code to its key.
// Quoted spec texts are kept word for word, except the 409 typo "complict" → "complete".
export default {
  status: {
    bad_request: 'Bad request',
    unauthorized: 'Unauthorized',
    forbidden: 'Forbidden',
    not_found: 'Not found',
    method_not_allowed: 'Method Not Allowed',
    not_acceptable: 'Not Acceptable',
    request_timeout: 'Request Timeout',
    conflict: 'Conflict request. Wait for current task to complete if there is any.',
    gone: 'Gone',
    payload_too_large: 'Payload Too Large',
    uri_too_long: 'URI Too Long',
    too_many_requests: 'Too Many Requests',
    internal_server_error: 'Internal Server Error',
    not_implemented: 'Not Implemented',
    bad_gateway: 'Bad Gateway',
    service_unavailable: 'Service Unavailable',
    gateway_timeout: 'Gateway Timeout',
    http_version_not_supported: 'HTTP Version Not Supported',
    loop_detected: 'Loop Detected',
    network_authentication_required: 'Network Authentication Required',
    http_error: 'Request failed with status {{status}}',
    network_error: 'The server could not be reached. Check your connection and try again.',
    aborted: 'The request was cancelled.',
    invalid_response: 'The server sent an unexpected response.',
    invalid_request: 'The request could not be sent.',
    unknown: 'Something went wrong.',
  },
  // Product-API error codes without a key of their own area (§8 "api.{code}").
  api: {
    above_maximum: 'The amount is above the largest payment this method takes.',
    below_minimum: 'The amount is below the smallest payment this method takes.',
    gateway_mismatch: 'This payment method is not offered through that payment service.',
    payment_not_found: 'We could not find this payment.',
    card_not_found: 'We could not find this card. Reload the page to see your saved cards.',
    company_details_required:
      'A company in Russia needs its INN, and an organisation also its KPP.',
    already_activated: 'Your account is already activated.',
    idempotency_key_in_use: 'This payment is still being processed. Wait a moment, then try again.',
    idempotency_key_reused: 'This payment attempt was used for other details. Press Pay again.',
  },
  toast: {
    badRequest: 'Bad request',
    unauthenticated: 'This resource requires authentication. ({{status}} {{method}} {{path}})',
    forbidden: "You don't have permission to access this resource.",
    conflict: 'Conflict request',
    serverError:
      'Something went wrong, please try again later or contact support. ({{status}} {{method}} {{path}})',
    busy: 'Our services are too busy at the moment.',
    unknown: 'Something went wrong...',
  },
  cloud: {
    unauthorized: "You're not authorized to make this request.",
    serverError:
      'Something went wrong while processing your request. Please, try again later or contact support.',
    busy: 'Our services are too busy at the moment. Please, try again later.',
  },
  app: {
    chunkLoadFailed: 'Loading chunk failed',
  },
} as const;
