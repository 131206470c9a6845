import { reactTestConfig } from '@cloud-portal/vite-config';

export default reactTestConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./vitest.setup.ts'] },
});
