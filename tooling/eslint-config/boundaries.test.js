// The dependency direction of DESIGN.md is enforced by lint: these tests lint small snippets as if
// they lived in each package and check that the rule fires (or not) with a message saying what to do.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: fileURLToPath(new URL('./index.js', import.meta.url)),
});

/** Messages of `no-restricted-imports` for `code` placed at `file` (relative to the repo root). */
async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

test('ui must not import the router, Redux, i18next or the SDKs', async () => {
  const [router] = await restrictedImports(
    'packages/ui/src/x.ts',
    "import { Link } from 'react-router';\nexport { Link };\n",
  );
  assert.match(router, /ui must not import the router: take an `href`\/`onNavigate` prop/);
  assert.equal(
    (await restrictedImports('packages/ui/src/x.ts', "import 'react-redux';\n")).length,
    1,
  );
  assert.equal(
    (await restrictedImports('packages/ui/src/x.ts', "import 'react-i18next';\n")).length,
    1,
  );
  assert.equal(
    (await restrictedImports('packages/ui/src/x.ts', "import '@cloud-portal/cloud-sdk';\n")).length,
    1,
  );
  assert.deepEqual(await restrictedImports('packages/ui/src/x.ts', "import 'react';\n"), []);
});

test('domain imports nothing internal and no React', async () => {
  const [internal] = await restrictedImports(
    'packages/domain/src/x.ts',
    "import '@cloud-portal/i18n';\n",
  );
  assert.match(internal, /domain imports nothing internal/);
  const [react] = await restrictedImports('packages/domain/src/x.ts', "import 'react';\n");
  assert.match(react, /domain holds pure rules/);
});

test('the SDKs and i18n do not import each other or the portal', async () => {
  assert.equal(
    (await restrictedImports('packages/cloud-sdk/src/x.ts', "import '@cloud-portal/api-client';\n"))
      .length,
    1,
  );
  assert.equal(
    (await restrictedImports('packages/api-client/src/x.ts', "import '@cloud-portal/portal';\n"))
      .length,
    1,
  );
  assert.equal(
    (await restrictedImports('packages/i18n/src/x.ts', "import 'react-i18next';\n")).length,
    1,
  );
});

test('the sandbox never imports the frontend', async () => {
  const [portal] = await restrictedImports(
    'apps/sandbox/src/x.ts',
    "import '@cloud-portal/portal';\n",
  );
  assert.match(portal, /must not import the frontend/);
  assert.deepEqual(
    await restrictedImports('apps/sandbox/src/x.ts', "import '@cloud-portal/domain';\n"),
    [],
  );
});

test('brand apps import features through portal only', async () => {
  const [sdk] = await restrictedImports(
    'apps/web-rocket/src/x.ts',
    "import '@cloud-portal/cloud-sdk';\n",
  );
  assert.match(sdk, /Brand apps hold configuration and assets only/);
  assert.deepEqual(
    await restrictedImports('apps/web-rocket/src/x.ts', "import '@cloud-portal/portal';\n"),
    [],
  );
});

test('no deep imports into another package and no ../ across packages, anywhere', async () => {
  const [deep] = await restrictedImports(
    'packages/portal/src/x.ts',
    "import '@cloud-portal/ui/src/components/button/Button.tsx';\n",
  );
  assert.match(deep, /add an `exports` subpath/);
  const [relative] = await restrictedImports(
    'packages/portal/src/x.ts',
    "import '../../packages/ui/src/index.ts';\n",
  );
  assert.match(relative, /No `\.\.\/` across packages/);
  // A relative path that really lands in another package is caught by import-x as well.
  const [result] = await eslint.lintText("import '../../ui/src/index.ts';\n", {
    filePath: `${repoRoot}packages/portal/src/x.ts`,
  });
  assert.deepEqual(
    result.messages.map((message) => message.ruleId),
    ['import-x/no-relative-packages'],
  );
});

test('portal may import every library', async () => {
  const code = [
    "'@cloud-portal/ui'",
    "'@cloud-portal/domain'",
    "'@cloud-portal/api-client'",
    "'@cloud-portal/cloud-sdk'",
    "'@cloud-portal/i18n'",
    "'react-router'",
  ]
    .map((name) => `import ${name};`)
    .join('\n');
  assert.deepEqual(await restrictedImports('packages/portal/src/x.ts', `${code}\n`), []);
});
