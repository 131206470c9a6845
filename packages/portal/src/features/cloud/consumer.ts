import {
  BILLING_TOKEN,
  BILLING_TOKEN_HEADER,
  type ApiClient,
  type Consumer,
} from '@cloud-portal/api-client';

/** The consumer that is the default one (§3 Consumer). */
export const DEFAULT_CONSUMER_NAME = 'default_consumer';

/** What logging in to the cloud needs of the consumer (§3, §7). */
export type ConsumerCredentials = Pick<
  Consumer,
  'os_user' | 'os_password' | 'os_project' | 'os_domain'
>;

/** A consumer call that failed: its status (0 = no answer) and what the body said. */
export class ConsumerError extends Error {
  override readonly name = 'ConsumerError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** §7 POST consumers/: these answers all mean "go and read it". */
const isAcceptedCreateStatus = (status: number) =>
  (status >= 200 && status < 300) || status === 400 || status === 409;

/**
 * The default consumer of a list: the one named `default_consumer`, else the oldest (first).
 * @example pickDefaultConsumer([{ name: 'other', … }, { name: 'default_consumer', … }]) // the second
 */
export function pickDefaultConsumer(consumers: readonly Consumer[]): Consumer | undefined {
  return consumers.find((consumer) => consumer.name === DEFAULT_CONSUMER_NAME) ?? consumers[0];
}

function describe(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return `status ${status}`;
}

async function readConsumer(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Consumer | undefined> {
  // §6: the billing consumer-list call sends the fixed billing-token header.
  const { data, error, response } = await client.GET('/consumers/', {
    params: { header: { [BILLING_TOKEN_HEADER]: BILLING_TOKEN } },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || data === undefined) {
    throw new ConsumerError(response.status, `GET consumers/: ${describe(error, response.status)}`);
  }
  return pickDefaultConsumer(data);
}

/**
 * The customer's consumer (§4 Startup): `GET consumers/`; when there is none, `POST consumers/`
 * (200–299, 400 and 409 accepted, §7: a concurrent tab may have created it) and read it again.
 * Rejects with a {@link ConsumerError} when it cannot be read or created.
 * @example const { os_user, os_password } = await ensureConsumer(extra.apiClient, signal);
 */
export async function ensureConsumer(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ConsumerCredentials> {
  const existing = await readConsumer(client, signal);
  if (existing) return existing;
  const { error, response } = await client.POST('/consumers/', signal ? { signal } : {});
  if (!isAcceptedCreateStatus(response.status)) {
    throw new ConsumerError(
      response.status,
      `POST consumers/: ${describe(error, response.status)}`,
    );
  }
  const created = await readConsumer(client, signal);
  if (!created) throw new ConsumerError(response.status, 'No consumer after creating it.');
  return created;
}
