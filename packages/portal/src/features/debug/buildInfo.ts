// The brand apps' Vite config injects the build's id (`brandAppConfig` in @cloud-portal/vite-config:
// the git commit it was built from). Tests, Storybook and a build outside git have none: `dev`.
const injected: unknown = import.meta.env.VITE_BUILD_ID;

/**
 * The id of the running build, for the debug toast (§2) and support requests.
 * @example BUILD_ID // '3a064d0c1f' in a brand app built from git, 'dev' in tests
 */
export const BUILD_ID: string = typeof injected === 'string' && injected !== '' ? injected : 'dev';
