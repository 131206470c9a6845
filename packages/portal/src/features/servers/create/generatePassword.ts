// A password the portal chooses for a new server (root login without an SSH key) or an
// application's admin panel. Letters and digits without look-alikes (0/O, 1/l/I), so it can be read
// off the screen and typed into a console; 16 characters with at least one capital, one small
// letter and one digit (Windows' complexity rule), well above §5's 10.

/** The characters a generated password is made of. */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Length of a generated password. */
export const GENERATED_PASSWORD_LENGTH = 16;

/** Fills an array with random 32-bit values (the browser's `crypto.getRandomValues`). */
export type RandomValues = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const browserRandom: RandomValues = (array) => globalThis.crypto.getRandomValues(array);

// 2^32 is not a multiple of the alphabet's size: values at or above the last whole multiple are
// drawn again, so every character is equally likely.
const LIMIT = Math.floor(2 ** 32 / PASSWORD_ALPHABET.length) * PASSWORD_ALPHABET.length;

function randomCharacters(count: number, random: RandomValues): string {
  let text = '';
  while (text.length < count) {
    for (const value of random(new Uint32Array(count))) {
      if (value < LIMIT && text.length < count)
        text += PASSWORD_ALPHABET[value % PASSWORD_ALPHABET.length];
    }
  }
  return text;
}

const complete = (password: string) =>
  /[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password);

/**
 * A new random password of {@link GENERATED_PASSWORD_LENGTH} characters from
 * {@link PASSWORD_ALPHABET}, with a capital, a small letter and a digit in it.
 * @example generatePassword() // 'q7Hm2xKc9TzPwa4E'
 */
export function generatePassword(random: RandomValues = browserRandom): string {
  for (;;) {
    const password = randomCharacters(GENERATED_PASSWORD_LENGTH, random);
    if (complete(password)) return password;
  }
}
