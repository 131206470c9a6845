// Third-party modules the stories import through @cloud-portal/ui. Listing them up front makes Vite
// pre-bundle them before the first story loads; discovered mid-run, they trigger a reload that
// fails the first story-test run on a fresh cache (as CI has).
const UI_DEPENDENCIES = [
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-switch',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toggle-group',
  '@radix-ui/react-tooltip',
  '@tanstack/react-virtual',
  'lucide-react',
  'qrcode',
];

// The same for the portal's stories: its state, routing and i18n libraries.
const PORTAL_DEPENDENCIES = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@visx/xychart',
  'i18next',
  'react-i18next',
  'react-redux',
  'react-router',
  'react-router/dom',
];

/** `optimizeDeps.include` entries (nested form: the packages are ui's and portal's dependencies, not ours). */
export const prebundledDependencies = [
  ...UI_DEPENDENCIES.map((name) => `@cloud-portal/ui > ${name}`),
  ...PORTAL_DEPENDENCIES.map((name) => `@cloud-portal/portal > ${name}`),
  '@cloud-portal/portal > @cloud-portal/api-client > openapi-fetch',
];
