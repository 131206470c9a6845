import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Library build of @cloud-portal/ui for other teams (brand apps compile the TS sources instead,
// through the `@cloud-portal/source` export condition). ESM only; one module per source file so
// the JS tree-shakes and mirrors the `.d.ts` files that `tsc -p tsconfig.build.json` adds;
// all component CSS ends up in one `dist/styles.css`.
const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
const src = join(root, 'src');

const componentEntries = Object.fromEntries(
  readdirSync(join(src, 'components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      `components/${entry.name}/index`,
      join(src, 'components', entry.name, 'index.ts'),
    ]),
);

/** Copies the plain stylesheets (tokens, base, brand themes) into dist unchanged. */
function copyStylesheets(): Plugin {
  const sheets = [
    join(src, 'tokens', 'tokens.css'),
    join(src, 'tokens', 'base.css'),
    ...readdirSync(join(src, 'themes')).map((file) => join(src, 'themes', file)),
  ];
  return {
    name: 'cloud-portal-ui:copy-stylesheets',
    apply: 'build',
    generateBundle() {
      for (const sheet of sheets) {
        const fileName = sheet.includes(`${join('src', 'themes')}`)
          ? relative(src, sheet)
          : relative(join(src, 'tokens'), sheet);
        this.emitFile({ type: 'asset', fileName, source: readFileSync(sheet, 'utf8') });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), copyStylesheets()],
  css: {
    // Stable, prefixed class names in the published CSS (readable in devtools, no collisions).
    modules: { generateScopedName: 'cp-[local]-[hash:base64:6]' },
  },
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    // Consumers' bundlers minify; a readable dist is easier to debug and review.
    minify: false,
    lib: {
      entry: { index: join(src, 'index.ts'), ...componentEntries },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      // React and every runtime dependency stay imports: consumers install them (package.json).
      external: (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
      },
    },
  },
});
