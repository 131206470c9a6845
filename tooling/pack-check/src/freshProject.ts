// The fresh consumer project of the published packages: what it installs, the file that imports every
// public entry point of a package, and the compiler options that file is checked with. Pure functions;
// published.test.ts packs, installs and compiles.

/** The fields of a packed package.json that the check reads. */
export interface PackedManifest {
  name: string;
  version: string;
  exports?: unknown;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** One package as `pnpm pack` wrote it. */
export interface PackedPackage {
  manifest: PackedManifest;
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** Paths inside the package (`dist/index.d.ts`), as `pnpm pack --json` lists them. */
  files: string[];
}

// The export conditions TypeScript matches for an ES module importer under `module: nodenext`.
// Other conditions (such as the workspace's `@cloud-portal/source`) are not set by consumers.
const CONSUMER_CONDITIONS = new Set(['types', 'import', 'node', 'default']);
// Entry points that hold code (and so types); `.css`, `.yaml` and `package.json` exports do not.
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The file an export target resolves to for a consumer: conditions are tried in the order the
 * package lists them, as Node and TypeScript do. `null` when no condition matches.
 * @example consumerTarget({ '@cloud-portal/source': './src/index.ts', types: './dist/index.d.ts' }) // './dist/index.d.ts'
 */
export function consumerTarget(target: unknown): string | null {
  if (typeof target === 'string') return target;
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return null;
  for (const [condition, value] of Object.entries(target)) {
    if (!CONSUMER_CONDITIONS.has(condition)) continue;
    const resolved = consumerTarget(value);
    if (resolved !== null) return resolved;
  }
  return null;
}

/** `exports` as a map of subpaths (a string or a conditions object stands for `"."`). */
function subpathMap(exportsField: unknown): Record<string, unknown> {
  if (exportsField === undefined) return {};
  if (typeof exportsField !== 'object' || exportsField === null || Array.isArray(exportsField))
    return { '.': exportsField };
  const keys = Object.keys(exportsField);
  return keys.some((key) => key.startsWith('.'))
    ? (exportsField as Record<string, unknown>)
    : { '.': exportsField };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every import specifier a consumer can use for code in `manifest`'s `exports`: plain subpaths as
 * they are, and `*` subpaths once for each file of the tarball their target matches. An export whose
 * file is not in the tarball (or a pattern that matches none) is a problem: the import would fail.
 * @example
 * publicEntryPoints(
 *   { name: '@scope/sdk', version: '1.0.0', exports: { '.': { types: './dist/index.d.ts' }, './*': { types: './dist/*.d.ts' } } },
 *   ['dist/index.d.ts', 'dist/compute.d.ts'],
 * ) // { specifiers: ['@scope/sdk', '@scope/sdk/compute', '@scope/sdk/index'], problems: [] }
 */
export function publicEntryPoints(
  manifest: PackedManifest,
  files: readonly string[],
): { specifiers: string[]; problems: string[] } {
  const specifiers = new Set<string>();
  const problems: string[] = [];
  const entries = Object.entries(subpathMap(manifest.exports));
  if (entries.length === 0) problems.push(`${manifest.name} has no "exports"`);
  for (const [subpath, target] of entries) {
    const file = consumerTarget(target);
    if (file === null || !CODE_FILE.test(file)) continue;
    const inPackage = file.replace(/^\.\//, '');
    const specifier = (match: string) => `${manifest.name}${subpath.slice(1).replace('*', match)}`;
    if (!subpath.includes('*')) {
      if (files.includes(inPackage)) specifiers.add(specifier(''));
      else
        problems.push(
          `${manifest.name}: exports "${subpath}" points to ${file}, which the tarball does not contain`,
        );
      continue;
    }
    const pattern = new RegExp(`^${inPackage.split('*').map(escapeRegExp).join('(.+)')}$`);
    const matches = files.flatMap((path) => pattern.exec(path)?.[1] ?? []);
    if (matches.length === 0)
      problems.push(
        `${manifest.name}: exports "${subpath}" (${file}) matches no file in the tarball`,
      );
    for (const match of matches) specifiers.add(specifier(match));
  }
  return { specifiers: [...specifiers].sort(), problems };
}

/**
 * DefinitelyTyped's name for the types of `name`.
 * @example typesPackageName('@novnc/novnc') // '@types/novnc__novnc'
 */
export function typesPackageName(name: string): string {
  return `@types/${name.replace(/^@/, '').replace('/', '__')}`;
}

/**
 * The fresh project's `package.json` and `pnpm-workspace.yaml`. It depends on every tarball, and on
 * the required peers of each package as a consumer would install them: at the version the package is
 * developed against (its devDependency, else the peer range), with the `@types/` package the package
 * itself uses for that peer. Overrides send the packages' dependencies on each other (api-client ->
 * domain) to the tarballs instead of the registry; with hoisting off, a package's types resolve only
 * what it declares and what the project installed.
 * @example
 * consumerProject([{ manifest: { name: '@scope/ui', version: '1.0.0', peerDependencies: { react: '^19.0.0' }, devDependencies: { react: '19.3.1', '@types/react': '19.3.0' } }, tarball: '/t/ui.tgz', files: [] }])
 *   .manifest.dependencies // { '@scope/ui': 'file:/t/ui.tgz', react: '19.3.1', '@types/react': '19.3.0' }
 */
export function consumerProject(packages: readonly PackedPackage[]): {
  manifest: { name: string; private: true; type: 'module'; dependencies: Record<string, string> };
  workspaceYaml: string;
} {
  const tarballs = Object.fromEntries(
    packages.map(({ manifest, tarball }) => [manifest.name, `file:${tarball}`]),
  );
  const dependencies: Record<string, string> = { ...tarballs };
  for (const { manifest } of packages) {
    const developedWith = manifest.devDependencies ?? {};
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) {
      if (manifest.peerDependenciesMeta?.[peer]?.optional || peer in tarballs) continue;
      dependencies[peer] ??= developedWith[peer] ?? range;
      const types = typesPackageName(peer);
      const typesVersion = developedWith[types];
      if (typesVersion !== undefined) dependencies[types] ??= typesVersion;
    }
  }
  const overrides = Object.entries(tarballs).map(
    ([name, spec]) => `  ${JSON.stringify(name)}: ${JSON.stringify(spec)}`,
  );
  return {
    manifest: { name: 'fresh-consumer', private: true, type: 'module', dependencies },
    workspaceYaml: `overrides:\n${overrides.join('\n')}\nhoist: false\n`,
  };
}

/**
 * The consumer file of one package: imports every public entry point.
 * @example entrySource('@scope/ui', ['@scope/ui']) // "// ...\nexport * as entry0 from '@scope/ui';\n"
 */
export function entrySource(name: string, specifiers: readonly string[]): string {
  const lines = specifiers.map(
    (specifier, index) => `export * as entry${index} from '${specifier}';`,
  );
  return `// Every public entry point of ${name}, imported as a consumer does.\n${lines.join('\n')}\n`;
}

/**
 * File name of a package's consumer file, unique per package name.
 * @example entryFileName('@cloud-portal/api-client') // 'cloud-portal__api-client.ts'
 */
export function entryFileName(name: string): string {
  return `${name.replace(/^@/, '').replace('/', '__')}.ts`;
}

/**
 * The tsconfig that checks one consumer file the way `tsc --strict --noEmit` does in a fresh project.
 * @example consumerTsconfig('ui.ts').compilerOptions.skipLibCheck // false
 */
export function consumerTsconfig(file: string) {
  return {
    compilerOptions: {
      strict: true,
      noEmit: true,
      // What `tsc --init` writes; stricter than `bundler` about the .d.ts files' own imports.
      module: 'nodenext',
      // Every .d.ts of the packages and of what they import is checked...
      skipLibCheck: false,
      // ...except TypeScript's own lib.*.d.ts, the same in every project (about 1 s per program).
      skipDefaultLibCheck: true,
      // No ambient @types: a global a package's types need must come through its own imports.
      types: [],
    },
    files: [file],
  };
}
