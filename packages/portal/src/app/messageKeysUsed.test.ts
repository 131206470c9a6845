// @vitest-environment node
// The unused-key check (issue 4): every key of the English bundle must be used by the code that
// shows it. Source files of the domain, the portal and the apps (not tests, stories or test
// helpers) are parsed with the TypeScript parser, and their string literals are matched with keys:
// - `'ns:key'` uses that key;
// - `'key'` uses the key in the file's namespaces: those named in `useTranslation(...)` calls,
//   `TFunction<'ns'>` types (a `t` handed in) and `ns: '...'` options, else `common` (the
//   default namespace);
// - a template literal uses every key under its static prefix: `regions.status.${status}` uses
//   every `regions.status.*`, `errors:status.${code}` every `errors:status.*`.
// A plural text is used when its base key is (`t('regions.freeIpv4', { count })`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  flattenMessages,
  isNamespace,
  namespaces,
  reference,
  splitPluralKey,
} from '@cloud-portal/i18n';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Keys the spec asks for whose screens are not built yet: each says where its text is needed. A
 * test below fails as soon as code uses one of them, so the entry is removed with the screen.
 */
const KEYS_AWAITING_SCREENS: Readonly<Record<string, string>> = {};

const DEFAULT_NAMESPACE = 'common';
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'test',
  'test-support',
  'storybook',
  '__fixtures__',
]);
const isSource = (name: string) =>
  /\.(ts|tsx|mts)$/.test(name) &&
  !/\.(test|spec|stories)\.[mc]?tsx?$/.test(name) &&
  !name.endsWith('.d.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

function scannedFolders(): string[] {
  const apps = readdirSync(join(repositoryRoot, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(repositoryRoot, 'apps', entry.name, 'src'))
    .filter((folder) => {
      try {
        return readdirSync(folder).length > 0;
      } catch {
        return false; // an app without src (configuration only)
      }
    });
  return [
    join(repositoryRoot, 'packages/domain/src'),
    join(repositoryRoot, 'packages/portal/src'),
    ...apps,
  ];
}

/** What one source file uses: exact `ns:key`s and `ns:prefix`es. */
interface Usage {
  readonly exact: Set<string>;
  readonly prefixes: Set<string>;
}

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

const NAMESPACED = /^([a-z]+):([\w.]*)$/;
const KEY_PREFIX = /^[A-Za-z][\w.]*\.$/;

/** Collects the message keys one source text uses (see the comment at the top). */
function keysUsedBy(fileName: string, text: string, usage: Usage): void {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const literals: string[] = [];
  const templateHeads: string[] = [];
  const fileNamespaces = new Set<string>();

  const visit = (node: ts.Node): void => {
    const literal = stringOf(node);
    if (literal !== undefined) literals.push(literal);
    if (ts.isTemplateExpression(node)) templateHeads.push(node.head.text);
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useTranslation'
    ) {
      const [first] = node.arguments;
      const named = first && ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
      const names = named.map(stringOf).filter((name) => name !== undefined);
      if (names.length === 0) fileNamespaces.add(DEFAULT_NAMESPACE);
      for (const name of names) fileNamespaces.add(name);
    }
    // A `t` handed in from a component: `t: TFunction<'servers'>` names its namespace.
    if (
      ts.isTypeReferenceNode(node) &&
      ts.isIdentifier(node.typeName) &&
      node.typeName.text === 'TFunction'
    ) {
      const [first] = node.typeArguments ?? [];
      if (first && ts.isLiteralTypeNode(first) && ts.isStringLiteral(first.literal))
        fileNamespaces.add(first.literal.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'ns' &&
      stringOf(node.initializer) !== undefined
    ) {
      fileNamespaces.add(stringOf(node.initializer) ?? DEFAULT_NAMESPACE);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (fileNamespaces.size === 0) fileNamespaces.add(DEFAULT_NAMESPACE);

  for (const literal of literals) {
    const namespaced = NAMESPACED.exec(literal);
    if (namespaced && isNamespace(namespaced[1])) usage.exact.add(literal);
    else for (const namespace of fileNamespaces) usage.exact.add(`${namespace}:${literal}`);
  }
  for (const head of templateHeads) {
    const namespaced = NAMESPACED.exec(head);
    if (namespaced && isNamespace(namespaced[1])) usage.prefixes.add(head);
    else if (KEY_PREFIX.test(head))
      for (const namespace of fileNamespaces) usage.prefixes.add(`${namespace}:${head}`);
  }
}

const isUsed = (key: string, usage: Usage) => {
  const [namespace = '', path = ''] = key.split(':');
  const base = `${namespace}:${splitPluralKey(path)?.base ?? path}`;
  return (
    usage.exact.has(key) ||
    usage.exact.has(base) ||
    [...usage.prefixes].some((prefix) => key.startsWith(prefix))
  );
};

const englishKeys = Object.entries(reference).flatMap(([namespace, messages]) =>
  Object.keys(flattenMessages(messages)).map((key) => `${namespace}:${key}`),
);
const awaiting = (key: string) => {
  const [namespace = '', path = ''] = key.split(':');
  return `${namespace}:${splitPluralKey(path)?.base ?? path}` in KEYS_AWAITING_SCREENS;
};

const codeUsage: Usage = { exact: new Set(), prefixes: new Set() };
const scannedFiles = scannedFolders().flatMap(sourceFiles);
for (const file of scannedFiles) keysUsedBy(file, readFileSync(file, 'utf8'), codeUsage);

describe('every English key is used by the code (domain, portal, apps)', () => {
  test('the scan reads the source of the domain and the portal', () => {
    expect(scannedFiles.some((file) => file.includes('packages/domain/src/validation/'))).toBe(
      true,
    );
    expect(scannedFiles.some((file) => file.endsWith('features/home/HomePage.tsx'))).toBe(true);
    expect(scannedFiles.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  test('no key is unused (delete it, or use it in the code that shows it)', () => {
    const unused = englishKeys.filter((key) => !awaiting(key) && !isUsed(key, codeUsage));
    expect(unused, `unused keys:\n${unused.join('\n')}`).toEqual([]);
  });

  test('every namespace holds keys the code uses (no placeholder namespaces)', () => {
    const withoutUse = namespaces.filter(
      (namespace) =>
        !englishKeys.some((key) => key.startsWith(`${namespace}:`) && isUsed(key, codeUsage)),
    );
    expect(withoutUse).toEqual([]);
  });

  test('each key awaiting its screen is in the bundle and still unused (else drop it from the list)', () => {
    for (const key of Object.keys(KEYS_AWAITING_SCREENS)) {
      const forms = englishKeys.filter(
        (english) => english === key || english.replace(/_(one|other)$/, '') === key,
      );
      expect(forms, `${key} is not an English key`).not.toEqual([]);
      expect(
        forms.filter((form) => isUsed(form, codeUsage)),
        `${key} is used now`,
      ).toEqual([]);
    }
  });
});

describe('the scan', () => {
  const scan = (text: string, fileName = 'Example.tsx') => {
    const usage: Usage = { exact: new Set(), prefixes: new Set() };
    keysUsedBy(fileName, text, usage);
    return usage;
  };

  test('reads namespaced literals and bare keys in the namespaces of useTranslation', () => {
    const usage = scan(`
      const { t } = useTranslation(['public', 'common']);
      t('hero.title'); t('billing:promo.notFound');
      t('nav.signIn', { ns: 'common' });
    `);
    expect(isUsed('public:hero.title', usage)).toBe(true);
    expect(isUsed('common:hero.title', usage)).toBe(true);
    expect(isUsed('billing:promo.notFound', usage)).toBe(true);
    expect(isUsed('common:nav.signIn', usage)).toBe(true);
    expect(isUsed('servers:hero.title', usage)).toBe(false);
  });

  test("a t handed in as TFunction<'servers'> reads bare keys in that namespace", () => {
    const usage = scan(
      `export function columns(t: TFunction<'servers'>) { return [t('list.columns.name')]; }`,
      'columns.tsx',
    );
    expect(isUsed('servers:list.columns.name', usage)).toBe(true);
    expect(isUsed('common:list.columns.name', usage)).toBe(false);
  });

  test('a file without useTranslation uses the default namespace', () => {
    const usage = scan(`export const items = [{ labelKey: 'nav.products' }];`, 'navigation.ts');
    expect(isUsed('common:nav.products', usage)).toBe(true);
    expect(isUsed('public:nav.products', usage)).toBe(false);
  });

  test('template literals use every key under their static prefix, and only key-like prefixes', () => {
    const usage = scan(`
      const { t } = useTranslation('public');
      t(\`regions.status.\${status}\`);
      const key = \`errors:status.\${code}\`;
      const text = \`Request failed \${status}\`;
      const any = \`\${whatever}\`;
    `);
    expect(isUsed('public:regions.status.outOfStock', usage)).toBe(true);
    expect(isUsed('errors:status.not_found', usage)).toBe(true);
    expect(isUsed('public:regions.heading', usage)).toBe(false);
    expect(isUsed('errors:toast.busy', usage)).toBe(false);
  });

  test('comments are not code, and a plural text is used through its base key', () => {
    const usage = scan(`
      // t('servers:count')
      /** 'billing:cards.added' */
      const { t } = useTranslation('public');
      t('regions.freeIpv4', { count });
    `);
    expect(isUsed('servers:count_one', usage)).toBe(false);
    expect(isUsed('billing:cards.added', usage)).toBe(false);
    expect(isUsed('public:regions.freeIpv4_one', usage)).toBe(true);
    expect(isUsed('public:regions.freeIpv4_other', usage)).toBe(true);
  });
});
