import { validationMessage, type ValidationResult } from './messages.ts';
import { characterCount } from './required.ts';

// §5 Field messages: key pair names hold alphanumerics, spaces and dashes only. "Alphanumerics"
// are ASCII letters and digits: Nova's own safe set for key pair names is ASCII. Nova also limits
// the name to 255 characters.

/** Longest key pair name (Nova). */
export const KEYPAIR_NAME_MAX_LENGTH = 255;

const KEYPAIR_NAME = /^[a-zA-Z0-9 -]+$/;

/**
 * Key pair name (§5): ASCII letters, digits, spaces and dashes, at most 255 characters. An empty
 * or blank value answers `validation:required`.
 *
 * @example
 * validateKeypairName('work laptop-2'); // null
 * validateKeypairName('my_key'); // { key: 'servers:validation.keypairName' }
 */
export function validateKeypairName(value: string): ValidationResult {
  if (value.trim() === '') return validationMessage('required');
  if (characterCount(value) > KEYPAIR_NAME_MAX_LENGTH) {
    return validationMessage('maxLength', { max: KEYPAIR_NAME_MAX_LENGTH });
  }
  return KEYPAIR_NAME.test(value) ? null : validationMessage('keypairName');
}
