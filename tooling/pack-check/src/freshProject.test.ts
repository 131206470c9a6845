import assert from 'node:assert/strict';
import test from 'node:test';
import {
  consumerProject,
  consumerTarget,
  consumerTsconfig,
  entryFileName,
  entrySource,
  publicEntryPoints,
  typesPackageName,
} from './freshProject.ts';

test('consumerTarget follows the conditions a consumer matches, in the order the package lists them', () => {
  assert.equal(
    consumerTarget({
      '@cloud-portal/source': './src/index.ts',
      types: './dist/index.d.ts',
      default: './dist/index.js',
    }),
    './dist/index.d.ts',
  );
  assert.equal(
    consumerTarget({ import: { types: './dist/a.d.mts', default: './dist/a.mjs' } }),
    './dist/a.d.mts',
  );
  assert.equal(consumerTarget({ default: './x.js', types: './x.d.ts' }), './x.js');
  assert.equal(consumerTarget({ require: './x.cjs', browser: './x.js' }), null);
  assert.equal(consumerTarget('./x.js'), './x.js');
  assert.equal(consumerTarget(null), null);
});

test('publicEntryPoints lists plain and pattern subpaths, skipping exports without code', () => {
  const manifest = {
    name: '@cloud-portal/ui',
    version: '0.1.0',
    exports: {
      '.': { '@cloud-portal/source': './src/index.ts', types: './dist/index.d.ts' },
      './components/*': { types: './dist/components/*/index.d.ts' },
      './breakpoints': { types: './dist/tokens/breakpoints.d.ts' },
      './tokens.css': { default: './dist/tokens.css' },
      './themes/*.css': { default: './dist/themes/*.css' },
      './package.json': './package.json',
    },
  };
  const files = [
    'package.json',
    'dist/index.d.ts',
    'dist/tokens/breakpoints.d.ts',
    'dist/tokens.css',
    'dist/components/button/index.d.ts',
    'dist/components/button/index.d.ts.map',
    'dist/components/button/Button.d.ts',
    'dist/components/qr-code/index.d.ts',
    'src/components/select/index.ts',
  ];
  assert.deepEqual(publicEntryPoints(manifest, files), {
    specifiers: [
      '@cloud-portal/ui',
      '@cloud-portal/ui/breakpoints',
      '@cloud-portal/ui/components/button',
      '@cloud-portal/ui/components/qr-code',
    ],
    problems: [],
  });
});

test('publicEntryPoints treats a string or a conditions object as the "." export', () => {
  const files = ['index.d.ts'];
  assert.deepEqual(
    publicEntryPoints({ name: 'one', version: '1.0.0', exports: './index.d.ts' }, files).specifiers,
    ['one'],
  );
  assert.deepEqual(
    publicEntryPoints(
      { name: 'two', version: '1.0.0', exports: { types: './index.d.ts', default: './index.js' } },
      files,
    ).specifiers,
    ['two'],
  );
});

test('publicEntryPoints names exports the tarball cannot satisfy (for example an unbuilt dist)', () => {
  const manifest = {
    name: '@cloud-portal/domain',
    version: '0.1.0',
    exports: {
      '.': { types: './dist/index.d.ts' },
      './*': { types: './dist/*/index.d.ts' },
    },
  };
  assert.deepEqual(publicEntryPoints(manifest, ['src/index.ts', 'src/money/index.ts']), {
    specifiers: [],
    problems: [
      '@cloud-portal/domain: exports "." points to ./dist/index.d.ts, which the tarball does not contain',
      '@cloud-portal/domain: exports "./*" (./dist/*/index.d.ts) matches no file in the tarball',
    ],
  });
  assert.deepEqual(publicEntryPoints({ name: 'bare', version: '1.0.0' }, []).problems, [
    'bare has no "exports"',
  ]);
});

test('typesPackageName follows DefinitelyTyped naming', () => {
  assert.equal(typesPackageName('react'), '@types/react');
  assert.equal(typesPackageName('@novnc/novnc'), '@types/novnc__novnc');
});

test('consumerProject installs every tarball and the required peers the way a consumer would', () => {
  const ui = {
    manifest: {
      name: '@cloud-portal/ui',
      version: '0.1.0',
      peerDependencies: {
        react: '^19.0.0',
        'react-dom': '^19.0.0',
        '@cloud-portal/domain': '0.1.0',
        'optional-peer': '^1.0.0',
      },
      peerDependenciesMeta: { 'optional-peer': { optional: true } },
      devDependencies: {
        react: '19.3.1',
        '@types/react': '19.3.0',
        '@types/qrcode': '1.5.6',
      },
    },
    tarball: '/tmp/t/ui.tgz',
    files: [],
  };
  const domain = {
    manifest: { name: '@cloud-portal/domain', version: '0.1.0' },
    tarball: '/tmp/t/domain.tgz',
    files: [],
  };
  const { manifest, workspaceYaml } = consumerProject([ui, domain]);
  assert.deepEqual(manifest.dependencies, {
    '@cloud-portal/ui': 'file:/tmp/t/ui.tgz',
    '@cloud-portal/domain': 'file:/tmp/t/domain.tgz',
    react: '19.3.1',
    '@types/react': '19.3.0',
    'react-dom': '^19.0.0',
  });
  assert.equal(manifest.type, 'module');
  assert.equal(
    workspaceYaml,
    'overrides:\n' +
      '  "@cloud-portal/ui": "file:/tmp/t/ui.tgz"\n' +
      '  "@cloud-portal/domain": "file:/tmp/t/domain.tgz"\n' +
      'hoist: false\n',
  );
});

test('entrySource imports each entry point once, entryFileName keeps scoped names apart', () => {
  assert.equal(
    entrySource('@cloud-portal/domain', ['@cloud-portal/domain', '@cloud-portal/domain/money']),
    '// Every public entry point of @cloud-portal/domain, imported as a consumer does.\n' +
      "export * as entry0 from '@cloud-portal/domain';\n" +
      "export * as entry1 from '@cloud-portal/domain/money';\n",
  );
  assert.equal(entryFileName('@cloud-portal/api-client'), 'cloud-portal__api-client.ts');
  assert.equal(entryFileName('plain'), 'plain.ts');
});

test('consumerTsconfig checks every library .d.ts strictly', () => {
  const { compilerOptions, files } = consumerTsconfig('ui.ts');
  assert.equal(compilerOptions.strict, true);
  assert.equal(compilerOptions.skipLibCheck, false);
  assert.deepEqual(files, ['ui.ts']);
});
