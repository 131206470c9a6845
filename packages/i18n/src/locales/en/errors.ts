// Namespace `errors` (SPEC §8): the texts of the keys that the rules in
// packages/domain/src/errors (and `checkPaymentAmount` in domain/payments) return, e.g.
// `errors:api.card_declined`. Sub-objects:
// - api     product-API error codes, shown when a response body carries `code` (§8 api.{code});
// - status  fallback texts by HTTP status, named by the cloud SDK's error codes;
// - toast   the §8 product-API toast table; cloud: the §8 cloud request notifications;
// - promo, payment, storage, app: the other §8 messages.
// Quoted spec texts are kept word for word, except the 409 typo "complict" → "complete".
export default {
  api: {
    coupon_first_payment_only: 'This promo code is valid for the first payment only.',
    coupon_new_users_only: 'This promo code is for new users only.',
    coupon_already_used: 'This promo code has already been used.',
    coupon_not_found: 'Promo code not found.',
    card_declined: 'Bank declined your payment',
    quota_exceeded:
      "You've reached your limit for this region. Please use another region or contact support to request a quota increase.",
    region_out_of_stock:
      'This region is out of stock at the moment. Please choose another region or try again later.',
    region_maintenance:
      'This region is under maintenance. Please choose another region or try again later.',
    password_not_changed: 'Your password was not changed. Please try again.',
    totp_invalid: 'The verification code is not valid. Please try again.',
    totp_already_used:
      'This verification code has already been used. Please wait for the next one.',
    totp_unavailable_for_social_login:
      'Two-factor authentication is not available for accounts that sign in with a social provider.',
    recovery_code_invalid: 'The recovery code is not valid or has already been used.',
  },
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
  promo: {
    oneTime: 'Promo code applied: a one-time bonus of {{bonus}}.',
    signUpBonus: 'Promo code applied: a sign-up bonus of {{bonus}}.',
    firstPaymentBonus: 'Promo code applied: your first payment gets a bonus of {{bonus}}.',
  },
  payment: {
    belowMinimum: 'The minimum payment is {{minimum}}.',
    invalidAmount: 'Enter an amount greater than zero.',
  },
  storage: {
    containerNotEmpty: 'The container is not empty. Delete its objects first.',
    ec2CredentialsFailed: "Couldn't generate EC2 credentials. Contact support.",
  },
  app: {
    chunkLoadFailed: 'Loading chunk failed',
  },
} as const;
