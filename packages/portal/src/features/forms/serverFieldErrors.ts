import type { ApiFailure } from '@cloud-portal/api-client';

/** A failed submission split for a form: messages under its fields, and what is left for its alert. */
export interface SplitFailure<Name extends string> {
  /** The server's first message for each field the form shows (`errors` of a 400 body). */
  fields: Partial<Record<Name, string>>;
  /**
   * The failure when something of it is not said under a field (no field errors, 5xx, offline,
   * or an error about a field the form does not show): the form's summary alert shows it.
   */
  summary: ApiFailure | undefined;
}

/**
 * Splits a failed form submission (§8) into messages under the form's fields and the summary
 * alert: a validation failure whose every field error lands on a field the form shows needs no
 * alert (the fields say it); anything else keeps its alert. `apiNames` maps the form's field names
 * to the API's (`firstName` → `first_name`); `shown` are the fields on screen now (default all).
 * @example
 * const { fields, summary } = splitFailure(failure, { firstName: 'first_name', phone: 'phone' });
 * <TextField error={fields.phone} /> <FailureAlert failure={summary} />
 */
export function splitFailure<Name extends string>(
  failure: ApiFailure | undefined,
  apiNames: Readonly<Record<Name, string>>,
  shown: readonly Name[] = Object.keys(apiNames) as Name[],
): SplitFailure<Name> {
  const fields: Partial<Record<Name, string>> = {};
  if (!failure) return { fields, summary: undefined };
  const errors = failure.fieldErrors ?? {};
  const placed = new Set<string>();
  for (const name of shown) {
    const message = errors[apiNames[name]]?.[0];
    if (message !== undefined) {
      fields[name] = message;
      placed.add(apiNames[name]);
    }
  }
  const unplaced = Object.entries(errors).some(
    ([apiName, messages]) => messages.length > 0 && !placed.has(apiName),
  );
  return { fields, summary: placed.size === 0 || unplaced ? failure : undefined };
}
