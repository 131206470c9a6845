import { validationMessage, type ValidationResult } from './messages.ts';

// §5 Field messages: 'Name is already taken' and "Can't use this name". The callers know which
// names exist and which are reserved (for example a security group may not be named `default`
// or `allow_all`); this rule only compares.

/** Options of `validateNewName`. */
export interface NewNameOptions {
  /** Names already in use (for example the region's security group names). */
  readonly taken?: Iterable<string>;
  /** Names nobody may choose (for example `default`, `allow_all`). */
  readonly reserved?: Iterable<string>;
  /** Compare without letter case (default false: cloud names are case-sensitive). */
  readonly ignoreCase?: boolean;
}

function contains(names: Iterable<string> | undefined, name: string, ignoreCase: boolean): boolean {
  for (const candidate of names ?? []) {
    const same = ignoreCase ? candidate.toLowerCase() === name.toLowerCase() : candidate === name;
    if (same) return true;
  }
  return false;
}

/**
 * A new name (§5): required, not reserved ("Can't use this name"), not already taken ('Name is
 * already taken'). Compared on the trimmed value.
 *
 * @example
 * validateNewName('web', { taken: ['web', 'db'] }); // { key: 'validation:nameTaken' }
 * validateNewName('default', { reserved: ['default', 'allow_all'] }); // { key: 'validation:nameForbidden' }
 * validateNewName('api', { taken: ['web'] }); // null
 */
export function validateNewName(value: string, options: NewNameOptions = {}): ValidationResult {
  const name = value.trim();
  if (name === '') return validationMessage('required');
  const ignoreCase = options.ignoreCase === true;
  if (contains(options.reserved, name, ignoreCase)) return validationMessage('nameForbidden');
  if (contains(options.taken, name, ignoreCase)) return validationMessage('nameTaken');
  return null;
}
