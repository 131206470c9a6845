import assert from 'node:assert/strict';
import test from 'node:test';
import { DEFAULT_CHROMIUM, planChromium } from './chromium.mjs';

const only =
  (...files) =>
  (file) =>
    files.includes(file);

test('an executable CHROMIUM_PATH wins', () => {
  assert.deepEqual(
    planChromium({
      envPath: '/opt/chrome',
      isExecutable: only('/opt/chrome', DEFAULT_CHROMIUM),
      isRoot: true,
      hasAptGet: true,
    }),
    {
      action: 'use',
      path: '/opt/chrome',
    },
  );
});

test('a wrong CHROMIUM_PATH fails instead of silently installing something else', () => {
  const plan = planChromium({
    envPath: '/nope',
    isExecutable: only(DEFAULT_CHROMIUM),
    isRoot: true,
    hasAptGet: true,
  });
  assert.equal(plan.action, 'fail');
  assert.match(plan.message, /CHROMIUM_PATH=\/nope/);
});

test("Debian's /usr/bin/chromium is used when present", () => {
  assert.deepEqual(
    planChromium({
      envPath: '',
      isExecutable: only(DEFAULT_CHROMIUM),
      isRoot: false,
      hasAptGet: false,
    }),
    { action: 'use', path: DEFAULT_CHROMIUM },
  );
});

test('root with apt-get installs the chromium package', () => {
  assert.deepEqual(
    planChromium({ envPath: undefined, isExecutable: only(), isRoot: true, hasAptGet: true }),
    { action: 'install', path: DEFAULT_CHROMIUM },
  );
});

test('without root or apt-get the message says how to get a browser', () => {
  for (const [isRoot, hasAptGet] of [
    [false, true],
    [true, false],
  ]) {
    const plan = planChromium({ envPath: undefined, isExecutable: only(), isRoot, hasAptGet });
    assert.equal(plan.action, 'fail');
    assert.match(plan.message, /apt-get install -y chromium/);
    assert.match(plan.message, /CHROMIUM_PATH/);
  }
});
