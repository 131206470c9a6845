import { execFileSync } from 'node:child_process';

/**
 * The id of a build: the git commit it is built from (10 hex digits), `dev` outside a git
 * checkout (a source tarball) or without git. The brand apps inject it as
 * `import.meta.env.VITE_BUILD_ID`; the portal's debug toast shows it (SPEC §2 Global UI).
 * @param {string} [cwd] where to ask git; default the current directory
 * @returns {string}
 * @example buildId() // '3a064d0c1f'
 */
export function buildId(cwd = process.cwd()) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : 'dev';
  } catch {
    return 'dev';
  }
}
