// §3 Image groups list versions newest first. Versions are free text in image names (`24.04`,
// `2022`, `9 stream`, `8.10`), so they are compared token by token rather than as numbers.

type VersionToken =
  | { readonly kind: 'number'; readonly digits: string }
  | { readonly kind: 'text'; readonly text: string };

// Digit runs, and runs of anything that is neither a digit nor a separator (`.`, `-`, `_`, space).
const TOKEN = /\d+|[^\d\s._-]+/g;

function tokenize(version: string): VersionToken[] {
  return (version.toLowerCase().match(TOKEN) ?? []).map((token) =>
    /^\d/.test(token)
      ? { kind: 'number', digits: token.replace(/^0+(?=\d)/, '') }
      : { kind: 'text', text: token },
  );
}

function sign(value: number): -1 | 0 | 1 {
  return value < 0 ? -1 : value > 0 ? 1 : 0;
}

function compareTokens(a: VersionToken, b: VersionToken): -1 | 0 | 1 {
  if (a.kind === 'number' && b.kind === 'number') {
    // Compare digit strings (leading zeros removed) so that huge numbers stay exact.
    if (a.digits.length !== b.digits.length) return sign(a.digits.length - b.digits.length);
    return a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0;
  }
  if (a.kind === 'text' && b.kind === 'text') return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
  // A number outranks a word in the same position: `10` is newer than `beta`.
  return a.kind === 'number' ? 1 : -1;
}

/**
 * Orders two image versions, oldest first (a comparator for `Array.prototype.sort`; reverse it for
 * newest first). Digit runs compare as numbers (`8.10` > `8.9`, `24.04` > `9`), words compare
 * case-insensitively, a number outranks a word, and a version that continues another one is newer
 * (`9 stream` > `9`, `24.04.1` > `24.04`). The empty version is the oldest. Separators
 * (`.`, `-`, `_`, space) and leading zeros do not matter: `22.04` equals `22-4`.
 *
 * @example
 * ['22.04', '24.04', '9'].sort(compareImageVersions); // ['9', '22.04', '24.04']
 * compareImageVersions('2022', '2019'); // 1
 */
export function compareImageVersions(a: string, b: string): -1 | 0 | 1 {
  const left = tokenize(a);
  const right = tokenize(b);
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    const order = compareTokens(left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return sign(left.length - right.length);
}
