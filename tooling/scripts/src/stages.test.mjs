import assert from 'node:assert/strict';
import test from 'node:test';
import {
  BRANDS,
  STAGES,
  parseArgs,
  selectStages,
  startBuildCommand,
  startSettings,
} from './stages.mjs';

test('the stages run in the documented order with their turbo tasks', () => {
  assert.deepEqual(
    STAGES.map((stage) => stage.name),
    ['lint', 'typecheck', 'unit', 'build', 'storybook', 'budgets', 'e2e', 'conformance'],
  );
  const task = (name) =>
    STAGES.find((stage) => stage.name === name)
      .command.slice(0, 5)
      .join(' ');
  assert.equal(task('unit'), 'pnpm exec turbo run test');
  const unit = STAGES.find((stage) => stage.name === 'unit');
  const storybook = STAGES.find((stage) => stage.name === 'storybook');
  // The stories' tests run once, in the storybook stage, on their own.
  assert.ok(unit.command.includes('--filter=!@cloud-portal/storybook'));
  assert.equal(storybook.command.slice(0, 6).join(' '), 'pnpm exec turbo run build-storybook test');
  assert.ok(storybook.command.includes('--filter=@cloud-portal/storybook'));
  assert.ok(storybook.command.includes('--concurrency=1'));
  assert.equal(storybook.needsBrowser, true);
  assert.deepEqual(STAGES.find((stage) => stage.name === 'budgets').command, [
    'node',
    'tooling/scripts/src/budgets.mjs',
  ]);
});

test('parseArgs reads the command and --only in both spellings, repeatable', () => {
  assert.deepEqual(parseArgs(['start']), { ok: true, command: 'start', only: null });
  assert.deepEqual(parseArgs(['test', '--only', 'lint, unit']), {
    ok: true,
    command: 'test',
    only: ['lint', 'unit'],
  });
  assert.deepEqual(parseArgs(['test', '--only=e2e', '--only', 'build']), {
    ok: true,
    command: 'test',
    only: ['e2e', 'build'],
  });
});

test('parseArgs rejects what it does not understand', () => {
  assert.equal(parseArgs([]).ok, false);
  assert.equal(parseArgs(['test', '--only']).ok, false);
  assert.equal(parseArgs(['test', '--fast']).ok, false);
  assert.equal(parseArgs(['start', '--only', 'lint']).ok, false);
});

test('selectStages keeps pipeline order and names unknown stages', () => {
  const selected = selectStages(['e2e', 'lint']);
  assert.equal(selected.ok, true);
  assert.deepEqual(
    selected.stages.map((stage) => stage.name),
    ['lint', 'e2e'],
  );
  assert.equal(selectStages(null).stages.length, STAGES.length);
  const wrong = selectStages(['lint', 'unitt']);
  assert.equal(wrong.ok, false);
  assert.match(wrong.message, /"unitt"/);
  assert.match(wrong.message, /lint, typecheck, unit/);
  assert.equal(selectStages([]).ok, false);
});

test('startSettings defaults to the default brand on 127.0.0.1:8080, with the fakes on', () => {
  assert.deepEqual(startSettings({}), {
    ok: true,
    brand: 'default',
    port: 8080,
    host: '127.0.0.1',
    fakes: '1',
    demoServers: '5',
  });
  assert.deepEqual(startSettings({ BRAND: '', PORT: '' }), {
    ok: true,
    brand: 'default',
    port: 8080,
    host: '127.0.0.1',
    fakes: '1',
    demoServers: '5',
  });
});

test('startSettings accepts every brand and a custom port and host', () => {
  for (const brand of BRANDS) assert.equal(startSettings({ BRAND: brand }).brand, brand);
  assert.equal(startSettings({ PORT: '0' }).port, 0, 'PORT=0 lets the sandbox pick a free port');
  assert.deepEqual(startSettings({ BRAND: 'za', PORT: '3000', HOST: '0.0.0.0' }), {
    ok: true,
    brand: 'za',
    port: 3000,
    host: '0.0.0.0',
    fakes: '0',
    demoServers: '5',
  });
});

test('startSettings gives the demo customer 5 servers unless SANDBOX_DEMO_SERVERS says otherwise', () => {
  assert.equal(startSettings({}).demoServers, '5');
  assert.equal(startSettings({ SANDBOX_DEMO_SERVERS: '' }).demoServers, '5');
  assert.equal(startSettings({ SANDBOX_DEMO_SERVERS: '0' }).demoServers, '0');
  // Passed through: the sandbox refuses what is not a whole number up to its maximum.
  assert.equal(startSettings({ SANDBOX_DEMO_SERVERS: '300' }).demoServers, '300');
});

test('startSettings serves the fakes only on a loopback HOST, unless SANDBOX_FAKES says otherwise', () => {
  for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
    assert.equal(startSettings({ HOST }).fakes, '1', HOST);
  for (const HOST of ['0.0.0.0', '::', '192.168.1.20'])
    assert.equal(startSettings({ HOST }).fakes, '0', HOST);
  assert.equal(startSettings({ SANDBOX_FAKES: '0' }).fakes, '0');
  // Passed through: the sandbox refuses it on 0.0.0.0 without SANDBOX_FAKES_NON_LOOPBACK=1.
  assert.equal(startSettings({ HOST: '0.0.0.0', SANDBOX_FAKES: '1' }).fakes, '1');
});

test('startSettings explains a wrong brand or port', () => {
  const brand = startSettings({ BRAND: 'Rocket' });
  assert.equal(brand.ok, false);
  assert.match(brand.message, /default, rocket, za, cloudplus, asia/);
  for (const PORT of ['80a', ' 1', '70000', '-1', '8080.5']) {
    const port = startSettings({ PORT });
    assert.equal(port.ok, false, PORT);
    assert.match(port.message, /PORT/);
  }
});

test('startBuildCommand builds only the brand app and the sandbox', () => {
  assert.deepEqual(startBuildCommand('rocket'), [
    'pnpm',
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@cloud-portal/web-rocket',
    '--filter=@cloud-portal/sandbox',
    '--output-logs=errors-only',
  ]);
});
