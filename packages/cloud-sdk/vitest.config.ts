import { workspaceResolve } from '@cloud-portal/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages (domain) resolve to their TypeScript sources: no build needed to test.
  ...workspaceResolve,
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
