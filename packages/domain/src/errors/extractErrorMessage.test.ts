import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { extractErrorMessage } from './extractErrorMessage.ts';

// §8 "Message extraction order", each source with the body shape it is found in.
const ORDERED_SOURCES: readonly { key: string; wrap: (message: string) => unknown }[] = [
  { key: 'message', wrap: (message) => message },
  { key: 'password', wrap: (message) => [message] },
  { key: 'badRequest', wrap: (message) => ({ message, code: 400 }) },
  { key: 'non_field_errors', wrap: (message) => [message, 'second'] },
  { key: 'email', wrap: (message) => [message] },
  { key: 'forbidden', wrap: (message) => ({ message, code: 403 }) },
  { key: 'error', wrap: (message) => ({ code: 401, message, title: 'Unauthorized' }) },
  { key: 'conflictingRequest', wrap: (message) => ({ message, code: 409 }) },
  { key: 'NeutronError', wrap: (message) => ({ type: 'NetworkInUse', message, detail: '' }) },
  { key: 'itemNotFound', wrap: (message) => ({ message, code: 404 }) },
  { key: 'errors', wrap: (message) => [{ message }] },
];

// What the additions read; none of them may override a §8 source.
const LAST_RESORTS: Record<string, unknown> = {
  computeFault: { message: 'from computeFault', code: 500 },
  detail: 'from detail',
};

describe('extractErrorMessage: §8 order', () => {
  test('reads each source of the list on its own', () => {
    for (const { key, wrap } of ORDERED_SOURCES) {
      expect(extractErrorMessage({ [key]: wrap(`from ${key}`) })).toBe(`from ${key}`);
    }
  });

  test('property: the earliest source wins, whatever else is present', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ORDERED_SOURCES.keys()], { minLength: 1 }),
        fc.boolean(),
        fc.subarray(Object.keys(LAST_RESORTS)),
        (indexes, reverse, extras) => {
          const keys = reverse ? [...indexes].reverse() : indexes;
          const body: Record<string, unknown> = Object.fromEntries(
            keys.map((index) => {
              const source = ORDERED_SOURCES[index]!;
              return [source.key, source.wrap(`from ${source.key}`)];
            }),
          );
          for (const extra of extras) body[extra] = LAST_RESORTS[extra];
          const winner = ORDERED_SOURCES[Math.min(...indexes)]!;
          expect(extractErrorMessage(body)).toBe(`from ${winner.key}`);
        },
      ),
    );
  });

  test('joins the password list with spaces, skipping blanks', () => {
    expect(extractErrorMessage({ password: ['Too short.', ' ', 'Too common.'] })).toBe(
      'Too short. Too common.',
    );
    expect(extractErrorMessage({ password: 'Just one.' })).toBe('Just one.');
  });

  test('takes the first non-field and email error only', () => {
    expect(extractErrorMessage({ non_field_errors: ['First.', 'Second.'] })).toBe('First.');
    expect(extractErrorMessage({ email: ['Enter a valid email.', 'Taken.'] })).toBe(
      'Enter a valid email.',
    );
  });

  test('reads OpenStack envelopes and plain strings under their names', () => {
    expect(
      extractErrorMessage({ badRequest: { message: 'Invalid flavorRef provided.', code: 400 } }),
    ).toBe('Invalid flavorRef provided.');
    expect(
      extractErrorMessage({
        NeutronError: {
          type: 'NetworkNotFound',
          message: 'Network x could not be found.',
          detail: '',
        },
      }),
    ).toBe('Network x could not be found.');
    expect(extractErrorMessage({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(
      extractErrorMessage({ conflictingRequest: { message: 'Cannot resize now.', code: 409 } }),
    ).toBe('Cannot resize now.');
  });

  test("reads Designate's nested errors list, joined with '; '", () => {
    expect(
      extractErrorMessage({
        code: 400,
        type: 'invalid_object',
        errors: { errors: [{ path: ['name'], message: "'x' is not a 'domainname'" }] },
      }),
    ).toBe("'x' is not a 'domainname'");
    expect(
      extractErrorMessage({ errors: ['a', { detail: 'b' }, { title: 'c' }, { other: 'd' }] }),
    ).toBe('a; b; c');
    expect(extractErrorMessage({ errors: [1, null, ' ', { message: '' }] })).toBeUndefined();
  });

  test('skips blank values and falls through to the next source', () => {
    expect(extractErrorMessage({ message: '  ', badRequest: { message: 'real' } })).toBe('real');
    expect(extractErrorMessage({ non_field_errors: [], email: ['Enter a valid email.'] })).toBe(
      'Enter a valid email.',
    );
    expect(extractErrorMessage({ message: 42, error: { message: ' trimmed ' } })).toBe('trimmed');
  });
});

describe('extractErrorMessage: what the cloud SDK also answers', () => {
  test('any other OpenStack envelope with a message', () => {
    expect(
      extractErrorMessage({ computeFault: { message: 'Unexpected API Error.', code: 500 } }),
    ).toBe('Unexpected API Error.');
    expect(extractErrorMessage({ overLimit: { code: 413, details: 'x' } })).toBeUndefined();
  });

  test('plain-text bodies, but not HTML pages', () => {
    expect(extractErrorMessage('404 Not Found\n\nThe resource could not be found.')).toBe(
      '404 Not Found\n\nThe resource could not be found.',
    );
    expect(extractErrorMessage('<html><body>Bad Gateway</body></html>')).toBeUndefined();
    expect(extractErrorMessage('  \n<!DOCTYPE html>')).toBeUndefined();
  });

  test('nothing for bodies without a message', () => {
    expect(extractErrorMessage({ code: 500 })).toBeUndefined();
    expect(extractErrorMessage(undefined)).toBeUndefined();
    expect(extractErrorMessage(null)).toBeUndefined();
    expect(extractErrorMessage(404)).toBeUndefined();
    expect(extractErrorMessage([1, 2])).toBeUndefined();
    expect(extractErrorMessage('   ')).toBeUndefined();
  });
});

describe('extractErrorMessage: additions (bodies the cloud SDK leaves unanswered)', () => {
  test("the product API's field map: the first message of the first field that has one", () => {
    expect(
      extractErrorMessage({ errors: { name: [], email: ['Enter a valid email address.'] } }),
    ).toBe('Enter a valid email address.');
    expect(extractErrorMessage({ errors: { name: 'Required.' } })).toBe('Required.');
    expect(extractErrorMessage({ errors: { name: [], email: [' '] } })).toBeUndefined();
  });

  test('an envelope message comes before a field map', () => {
    expect(
      extractErrorMessage({
        errors: { email: ['From the field map.'] },
        overLimit: { message: 'From the envelope.' },
      }),
    ).toBe('From the envelope.');
  });

  test("a DRF-style 'detail'", () => {
    expect(extractErrorMessage({ detail: 'Not found.' })).toBe('Not found.');
  });

  test('a top-level list of strings, joined', () => {
    expect(extractErrorMessage(['This coupon is not valid.'])).toBe('This coupon is not valid.');
    expect(extractErrorMessage(['One.', 2, 'Two.'])).toBe('One. Two.');
  });

  test('property: never throws on arbitrary JSON, and answers a trimmed non-empty text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const message = extractErrorMessage(body);
        if (message !== undefined) {
          expect(message.trim()).toBe(message);
          expect(message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  test('property: never throws on JSON text parsed back, whatever its nesting', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'large' }), (json) => {
        expect(() => extractErrorMessage(JSON.parse(json))).not.toThrow();
      }),
    );
  });
});
