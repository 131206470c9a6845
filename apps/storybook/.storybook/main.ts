import { workspaceResolve } from '@cloud-portal/vite-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { prebundledDependencies } from './prebundle.ts';

// Stories live next to their components in the packages; this app only collects them.
// Globs are relative to this folder. A glob that matches nothing (portal before it has
// stories) is fine: Storybook only warns.
const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/portal/src/**/*.stories.tsx',
  ],
  // Each brand app's public files (logo, favicon) under /brands/<id>/, for the portal's stories.
  staticDirs: ['default', 'rocket', 'za', 'cloudplus', 'asia'].map((brand) => ({
    from: `../../web-${brand}/public`,
    to: `/brands/${brand}`,
  })),
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines: no telemetry, no update checks (each costs DNS timeouts).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Compile workspace packages from their TS sources (`@cloud-portal/source` export condition).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...workspaceResolve,
      optimizeDeps: { include: prebundledDependencies },
    }),
};

export default config;
