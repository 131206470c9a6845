// §5 Client-side call checks: before a call is sent, the SDKs check that the fields the call
// cannot work without are present, and reject the call otherwise (no request leaves the browser).
// One table for every SDK; field names are the SDK inputs' camelCase names.

/**
 * Required input fields per call (§5 Client-side call checks):
 * - `createServer`: name, image reference, flavor reference, networks;
 * - `serverAction`: any server action needs the server id;
 * - `changeServerPassword`: server id and the new password;
 * - `upgradeServer`: server id and the new flavor (resize, §4 Server upgrade);
 * - `createKeypair`: name; `createDnsZone`: name and email; `createRecordset`: zone id and name;
 * - `tld`, `pool`, `byId`: TLD, pool and other id-based calls need an id;
 * - `cloudLogin`: user name and password; `deleteCard`: the card's id (`method_id`);
 * - `quota`: project id.
 *
 * @example
 * CALL_PRECONDITIONS.createDnsZone; // ['name', 'email']
 */
export const CALL_PRECONDITIONS = {
  createServer: ['name', 'imageRef', 'flavorRef', 'networks'],
  serverAction: ['serverId'],
  changeServerPassword: ['serverId', 'password'],
  upgradeServer: ['serverId', 'flavorRef'],
  createKeypair: ['name'],
  createDnsZone: ['name', 'email'],
  createRecordset: ['zoneId', 'name'],
  tld: ['id'],
  pool: ['id'],
  byId: ['id'],
  cloudLogin: ['name', 'password'],
  deleteCard: ['id'],
  quota: ['projectId'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * A call with preconditions.
 *
 * @example
 * const call: PreconditionedCall = 'createServer';
 */
export type PreconditionedCall = keyof typeof CALL_PRECONDITIONS;

/**
 * A field a call requires.
 *
 * @example
 * const field: RequiredCallField<'createRecordset'> = 'zoneId';
 */
export type RequiredCallField<Call extends PreconditionedCall> =
  (typeof CALL_PRECONDITIONS)[Call][number];

/**
 * Whether a value counts as given: not null/undefined, a string with something besides
 * whitespace, a non-empty array, a number that is not NaN. Other values (objects, booleans) count.
 */
function isGiven(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

/**
 * The required fields of `call` that `input` lacks (§5), in the table's order; `[]` when the call
 * may be sent.
 *
 * @example
 * checkCallPreconditions('createServer', { name: 'web', imageRef: 'img', flavorRef: '', networks: [] });
 * // ['flavorRef', 'networks']
 * checkCallPreconditions('quota', { projectId: 'p1' }); // []
 */
export function checkCallPreconditions<Call extends PreconditionedCall>(
  call: Call,
  input: Readonly<Record<string, unknown>> | null | undefined,
): Array<RequiredCallField<Call>> {
  const fields: ReadonlyArray<RequiredCallField<Call>> = CALL_PRECONDITIONS[call];
  return fields.filter((field) => !isGiven(input?.[field]));
}
