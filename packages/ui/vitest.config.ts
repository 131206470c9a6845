import { reactTestConfig } from '@cloud-portal/vite-config';

// jsdom + React + the `@cloud-portal/source` condition; CSS modules keep readable class names.
export default reactTestConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Vitest blanks CSS it does not process; the token tests read the stylesheets with `?raw`.
    css: { include: [/\.css\?raw$/] },
  },
});
