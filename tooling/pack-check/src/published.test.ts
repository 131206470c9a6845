// The published packages as another team gets them (STYLE.md: `pnpm pack` of each must install and
// import in a fresh project). Packs every package of packages/ that is not private, installs the
// tarballs with their peers in one fresh temporary project (one install for all), and compiles a file
// importing every public entry point of each package with `tsc --strict`, no skipLibCheck: a .d.ts
// that imports types the consumer does not get (TS7016) fails here, with the compiler's output.
// turbo builds the packages first: they are devDependencies of this package.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  consumerProject,
  consumerTsconfig,
  entryFileName,
  entrySource,
  publicEntryPoints,
  type PackedManifest,
  type PackedPackage,
} from './freshProject.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** The packages other teams install: every package of packages/ that is not private. */
function publishedPackages(): string[] {
  const packagesDir = path.join(repoRoot, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(packagesDir, entry.name, 'package.json'))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; private?: boolean })
    .filter((manifest) => manifest.private !== true)
    .map((manifest) => manifest.name)
    .sort();
}

/** Runs a command to its end; resolves with its exit code, its stdout and stderr together, and its wall time. */
function run(command: string, args: string[], cwd: string) {
  const started = performance.now();
  return new Promise<{ code: number; output: string; seconds: number }>((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const seconds = () => (performance.now() - started) / 1000;
    child.on('error', (error) =>
      resolve({
        code: 127,
        output: `could not run ${command}: ${error.message}`,
        seconds: seconds(),
      }),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: seconds() }));
  });
}

/** The package.json inside a tarball (the one pnpm wrote: catalog: and workspace: ranges resolved). */
function packedManifest(tarball: string): PackedManifest {
  const tar = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  assert.equal(tar.status, 0, `could not read package.json from ${tarball}: ${tar.stderr}`);
  return JSON.parse(tar.stdout) as PackedManifest;
}

const published = publishedPackages();

test('turbo builds every published package before this check: each is a devDependency here', () => {
  const own = JSON.parse(
    readFileSync(path.join(repoRoot, 'tooling', 'pack-check', 'package.json'), 'utf8'),
  ) as { devDependencies: Record<string, string> };
  const missing = published.filter((name) => own.devDependencies[name] !== 'workspace:*');
  assert.deepEqual(missing, [], 'add them to tooling/pack-check devDependencies as "workspace:*"');
});

describe(
  'published types compile in a fresh project',
  { concurrency: Math.min(2, availableParallelism()) },
  () => {
    const project = mkdtempSync(path.join(tmpdir(), 'pack-check-'));
    const entryFiles = new Map<string, string>();
    const entryProblems = new Map<string, string[]>();

    before(async () => {
      const tarballs = path.join(project, 'tarballs');
      const filters = published.map((name) => `--filter=${name}`);
      const pack = await run(
        'pnpm',
        ['--recursive', ...filters, 'pack', '--pack-destination', tarballs, '--json'],
        repoRoot,
      );
      assert.equal(pack.code, 0, `pnpm pack failed:\n${pack.output}`);
      const packed = [JSON.parse(pack.output)].flat() as Array<{
        filename: string;
        files: Array<{ path: string }>;
      }>;
      const packages: PackedPackage[] = packed.map(({ filename, files }) => ({
        manifest: packedManifest(filename),
        tarball: filename,
        files: files.map((file) => file.path),
      }));

      const { manifest, workspaceYaml } = consumerProject(packages);
      writeFileSync(path.join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(path.join(project, 'pnpm-workspace.yaml'), workspaceYaml);
      // --prefer-offline: what the workspace's install put in the store is not looked up again.
      const install = await run(
        'pnpm',
        ['install', '--prefer-offline', '--no-frozen-lockfile'],
        project,
      );
      assert.equal(install.code, 0, `pnpm install of the tarballs failed:\n${install.output}`);
      console.log(
        `packed ${packages.length} packages in ${pack.seconds.toFixed(1)} s, installed them in ${install.seconds.toFixed(1)} s (${project})`,
      );

      for (const { manifest: packageManifest, files } of packages) {
        const { specifiers, problems } = publicEntryPoints(packageManifest, files);
        const file = entryFileName(packageManifest.name);
        writeFileSync(path.join(project, file), entrySource(packageManifest.name, specifiers));
        writeFileSync(
          path.join(project, `tsconfig.${file}.json`),
          `${JSON.stringify(consumerTsconfig(file), null, 2)}\n`,
        );
        entryFiles.set(packageManifest.name, file);
        entryProblems.set(packageManifest.name, problems);
      }
    });

    after(() => rmSync(project, { recursive: true, force: true }));

    for (const name of published) {
      test(`${name}: tsc --strict, no skipLibCheck, on every public entry point`, async (t) => {
        const file = entryFiles.get(name);
        assert.ok(file, `${name} was not packed`);
        assert.deepEqual(
          entryProblems.get(name),
          [],
          `${name}'s exports do not match its tarball (is it built? pnpm turbo run build --filter=${name})`,
        );
        const compile = await run(
          process.execPath,
          [tsc, '--project', `tsconfig.${file}.json`, '--pretty', 'false'],
          project,
        );
        t.diagnostic(`tsc ${compile.seconds.toFixed(1)} s`);
        assert.equal(
          compile.code,
          0,
          `${name}'s published types do not compile in a fresh project (tsc --strict, module nodenext, no skipLibCheck):\n${compile.output}`,
        );
      });
    }
  },
);
