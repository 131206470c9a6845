import assert from 'node:assert/strict';
import test from 'node:test';
import {
  CHILD_ENV_DEFAULTS,
  childEnv,
  parseMajor,
  pickNode,
  pickPnpm,
  pnpmVersionFrom,
  toolsPaths,
} from './toolchain.mjs';

test('parseMajor reads node --version output, plain versions and trailing newlines', () => {
  assert.equal(parseMajor('v24.21.0'), 24);
  assert.equal(parseMajor('20.20.2'), 20);
  assert.equal(parseMajor('12.21.0\n'), 12);
  assert.equal(parseMajor('v100.0.0-nightly'), 100);
});

test('parseMajor returns null for anything that is not a version', () => {
  assert.equal(parseMajor(null), null);
  assert.equal(parseMajor(undefined), null);
  assert.equal(parseMajor(''), null);
  assert.equal(parseMajor('command not found'), null);
  assert.equal(parseMajor('24'), null);
});

test('pnpmVersionFrom reads the packageManager field with or without a hash', () => {
  assert.equal(pnpmVersionFrom('pnpm@12.21.0'), '12.21.0');
  assert.equal(pnpmVersionFrom('pnpm@12.21.0+sha512.deadbeef'), '12.21.0');
  assert.equal(pnpmVersionFrom('yarn@4.0.0'), null);
  assert.equal(pnpmVersionFrom(undefined), null);
});

const paths = toolsPaths('/repo');

test('toolsPaths puts everything under the git-ignored .tools folder', () => {
  assert.equal(paths.nodeBin, '/repo/.tools/node/node_modules/.bin/node');
  assert.equal(paths.pnpmBin, '/repo/.tools/pnpm/bin/pnpm');
});

test('pickNode keeps a Node 24 or newer that runs the bootstrap', () => {
  for (const currentVersion of ['24.21.0', '25.1.0']) {
    assert.deepEqual(
      pickNode({
        currentVersion,
        currentExecPath: '/usr/local/bin/node',
        toolsBin: paths.nodeBin,
        toolsVersion: null,
      }),
      {
        source: 'current',
        bin: '/usr/local/bin/node',
        install: false,
      },
    );
  }
});

test('pickNode on Node 20 installs the repo-local Node when it is absent or broken', () => {
  for (const toolsVersion of [null, 'v20.0.0', 'garbage']) {
    assert.deepEqual(
      pickNode({
        currentVersion: '20.20.2',
        currentExecPath: '/usr/bin/node',
        toolsBin: paths.nodeBin,
        toolsVersion,
      }),
      {
        source: 'tools',
        bin: paths.nodeBin,
        install: true,
      },
    );
  }
});

test('pickNode on Node 20 reuses a working repo-local Node 24', () => {
  assert.deepEqual(
    pickNode({
      currentVersion: '20.20.2',
      currentExecPath: '/usr/bin/node',
      toolsBin: paths.nodeBin,
      toolsVersion: 'v24.21.0',
    }),
    {
      source: 'tools',
      bin: paths.nodeBin,
      install: false,
    },
  );
});

test('pickPnpm uses pnpm 12 from PATH', () => {
  assert.deepEqual(
    pickPnpm({ pathVersion: '12.21.0', toolsBin: paths.pnpmBin, toolsVersion: null }),
    { source: 'path', bin: 'pnpm', install: false },
  );
});

test('pickPnpm falls back to the repo-local pnpm when PATH has none or another major', () => {
  for (const pathVersion of [null, '9.15.0', '13.0.0']) {
    assert.deepEqual(pickPnpm({ pathVersion, toolsBin: paths.pnpmBin, toolsVersion: null }), {
      source: 'tools',
      bin: paths.pnpmBin,
      install: true,
    });
    assert.deepEqual(pickPnpm({ pathVersion, toolsBin: paths.pnpmBin, toolsVersion: '12.21.0' }), {
      source: 'tools',
      bin: paths.pnpmBin,
      install: false,
    });
  }
});

test('childEnv puts the chosen bin folders first, once, and keeps CI and the rest', () => {
  const env = childEnv(
    { PATH: '/usr/bin:/a:/bin', CI: 'true', HOME: '/root', DROPPED: undefined },
    { binDirs: ['/a', '/b', '/a'] },
  );
  assert.equal(env.PATH, '/a:/b:/usr/bin:/bin');
  assert.equal(env.CI, 'true');
  assert.equal(env.HOME, '/root');
  assert.equal('DROPPED' in env, false);
});

test('childEnv turns off browser downloads and telemetry, and lets extras win', () => {
  const env = childEnv(
    { PATH: '/usr/bin', DO_NOT_TRACK: '0' },
    { binDirs: [], extra: { CHROMIUM_PATH: '/usr/bin/chromium' } },
  );
  for (const [key, value] of Object.entries(CHILD_ENV_DEFAULTS)) assert.equal(env[key], value);
  assert.equal(env.DO_NOT_TRACK, '1');
  assert.equal(env.CHROMIUM_PATH, '/usr/bin/chromium');
  assert.equal(env.PATH, '/usr/bin');
});

test('childEnv without CI does not invent one', () => {
  assert.equal('CI' in childEnv({ PATH: '' }, { binDirs: ['/x'] }), false);
});
