import type { components } from './schema.generated.ts';

// §6: "The billing consumer-list call sends a fixed billing-token header." openapi.yaml declares
// the header (`components.parameters.BillingToken`) with its one value; consumers.test.ts checks
// that these constants agree with it.

/** Name of the billing-token header that `GET /consumers/` needs (SPEC §6). */
export const BILLING_TOKEN_HEADER = 'X-Billing-Token';

/**
 * The fixed value of {@link BILLING_TOKEN_HEADER}. No secret: it ships in the app and only marks
 * the call as the portal's billing client; the session cookie is what authorises it.
 *
 * @example
 * await client.GET('/consumers/', { params: { header: { [BILLING_TOKEN_HEADER]: BILLING_TOKEN } } });
 */
export const BILLING_TOKEN = 'cloud-portal-billing';

/** Cloud credentials the provider holds for the customer (`GET`/`POST /consumers/`, SPEC §3). */
export type Consumer = components['schemas']['Consumer'];
