#!/usr/bin/env node
// Bundle budgets of DESIGN.md "Performance", checked after `turbo run build` (the `budgets` stage of npm test).
// Usage: node tooling/scripts/src/budgets.mjs [web-default web-rocket ...]   (default: every apps/web-*)
// Exits 1 when a budget is exceeded or a brand app is not built, naming it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, formatAppReport, kb, measureApp, unhintedChunks } from './bundle.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const appsDir = path.join(repoRoot, 'apps');
const allBrandApps = existsSync(appsDir)
  ? readdirSync(appsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('web-'))
      .map((entry) => entry.name)
      .sort()
  : [];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !allBrandApps.includes(name));
if (unknown.length > 0) {
  console.error(
    `budgets: unknown app ${unknown.join(', ')}; brand apps are ${allBrandApps.join(', ')}`,
  );
  process.exit(2);
}
const apps = requested.length > 0 ? requested : allBrandApps;

console.log(
  `budgets: ${BUDGETS.map((budget) => `${budget.label} ≤ ${kb(budget.limitBytes)} KB gzip`).join('; ')}\n`,
);
/** @type {string[]} */
const failures = [];
for (const app of apps) {
  const report = measureApp(path.join(appsDir, app, 'dist'));
  console.log(`${formatAppReport(app, report)}\n`);
  if (report.source === 'missing') failures.push(`${app} is not built (${report.problem})`);
  else if (report.problem) failures.push(`${app}: ${report.problem}`);
  const initial = report.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.file);
  const unhinted = unhintedChunks(path.join(appsDir, app, 'dist'), initial);
  if (unhinted.length > 0)
    failures.push(`${app}: no V8 compile hint on the first line of ${unhinted.join(', ')}`);
  for (const check of report.checks.filter((item) => !item.ok)) {
    const actual = check.actualBytes === null ? '' : ` is ${kb(check.actualBytes)} KB gzip`;
    failures.push(
      `${app}: ${check.label}${check.detail ? ` ${check.detail}` : ''}${actual}, budget ${kb(check.limitBytes)} KB`,
    );
  }
}

if (apps.length === 0) failures.push('no apps/web-* found');
if (failures.length > 0) {
  console.log(`budgets FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`budgets ok: ${apps.length} brand app(s) within budget`);
}
